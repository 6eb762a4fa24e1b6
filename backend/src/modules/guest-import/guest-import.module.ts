import { Module } from '@nestjs/common';
import { GuestImportController } from './guest-import.controller.js';
import { GuestImportService } from './guest-import.service.js';

@Module({ controllers: [GuestImportController], providers: [GuestImportService] })
export class GuestImportModule {}
