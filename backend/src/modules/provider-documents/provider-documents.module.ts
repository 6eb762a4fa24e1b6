import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ProviderDocumentsController } from './provider-documents.controller.js';
import { ProviderDocumentsService } from './provider-documents.service.js';
import { ProviderDocument } from './provider-document.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([ProviderDocument])], controllers: [ProviderDocumentsController], providers: [ProviderDocumentsService], exports: [ProviderDocumentsService] })
export class ProviderDocumentsModule {}
