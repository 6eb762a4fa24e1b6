import { EventSettings } from '@hochzeit/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { Reply } from '../../api/reply.js';
import { Roles } from '../../auth/decorators.js';
import { EventSettingsInputDto } from './dto/event-settings.input.js';
import { EventSettingsService } from './event-settings.service.js';

@Controller('api')
export class EventSettingsController {
  constructor(private readonly settings: EventSettingsService) {}

  /** Title, start and venue of the wedding: the countdown and the info pages read it. */
  @Roles('admin', 'guest', 'service_provider')
  @Get('event-settings')
  @Reply(EventSettings)
  get() {
    return this.settings.get();
  }

  /** Admin-only (the guard's default). */
  @Put('admin/event-settings')
  @Reply(EventSettings)
  update(@Body() input: EventSettingsInputDto) {
    return this.settings.update(input);
  }
}
