import { Module } from '@nestjs/common';
import { ProviderDocumentsController } from './provider-documents.controller.js';
import { ProviderDocumentsService } from './provider-documents.service.js';

@Module({ controllers: [ProviderDocumentsController], providers: [ProviderDocumentsService], exports: [ProviderDocumentsService] })
export class ProviderDocumentsModule {}
