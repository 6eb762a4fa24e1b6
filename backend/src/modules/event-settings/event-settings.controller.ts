import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../auth/decorators.js';
import { EventSettingsService } from './event-settings.service.js';

@Controller('api/event-settings')
export class EventSettingsController {
  constructor(private readonly settings: EventSettingsService) {}

  /** Title, start and venue of the wedding: the countdown and the info pages read it. */
  @Roles('admin', 'guest', 'service_provider')
  @Get()
  get() {
    return this.settings.get();
  }
}
