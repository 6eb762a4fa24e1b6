import { RsvpReminderSettings } from '@hochzeit/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import { RsvpReminderSettingsInputDto } from './dto/rsvp-reminders.input.js';
import { RsvpRemindersService } from './rsvp-reminders.service.js';

/** The reminder setting and its steps. Admin-only (the guard's default). */
@Controller('api/admin/rsvp-reminders')
export class RsvpRemindersController {
  constructor(private readonly reminders: RsvpRemindersService) {}

  @Get()
  @Reply(RsvpReminderSettings)
  @ApiDoc('The RSVP reminder settings')
  settings() {
    return this.reminders.settings();
  }

  @Put()
  @Reply(RsvpReminderSettings)
  @ApiDoc('Update the RSVP reminder settings')
  update(@Body() input: RsvpReminderSettingsInputDto) {
    return this.reminders.update(input);
  }
}
