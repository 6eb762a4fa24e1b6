import { Module } from '@nestjs/common';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { ExportsController } from './exports.controller.js';
import { ExportsService } from './exports.service.js';

@Module({ imports: [EventSettingsModule], controllers: [ExportsController], providers: [ExportsService, PdfRenderer], exports: [PdfRenderer] })
export class ExportsModule {}
