import { Module } from '@nestjs/common';
import { GuestImportController } from './guest-import.controller.js';
import { GuestImportService } from './guest-import.service.js';
import { SheetThreads } from './sheet-thread.js';

@Module({ controllers: [GuestImportController], providers: [GuestImportService, SheetThreads] })
export class GuestImportModule {}
