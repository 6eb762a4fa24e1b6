import { Module } from '@nestjs/common';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { GuestsModule } from '../guests/guests.module.js';
import { KitchenModule } from '../kitchen/kitchen.module.js';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { SeatingModule } from '../seating/seating.module.js';
import { ServiceProvidersModule } from '../service-providers/service-providers.module.js';
import { ExportsController } from './exports.controller.js';
import { ExportsService } from './exports.service.js';
import { InvitationCards } from './invitation-cards.js';
import { KitchenExportController } from './kitchen-export.controller.js';
import { SeatingExportController } from './seating-export.controller.js';

/** Lists to print or open in a spreadsheet, and the print pack's invitation cards. */
@Module({
  imports: [EventSettingsModule, GuestsModule, ServiceProvidersModule, RsvpModule, KitchenModule, SeatingModule],
  controllers: [ExportsController, KitchenExportController, SeatingExportController],
  providers: [ExportsService, PdfRenderer, InvitationCards],
  exports: [PdfRenderer],
})
export class ExportsModule {}
