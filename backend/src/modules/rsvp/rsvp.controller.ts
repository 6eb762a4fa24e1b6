import { AdminRsvpReply, AdminRsvpRow, GuestRsvpReply, RsvpSettings, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { AdminRsvpInputDto, AdminRsvpQueryDto, GuestRsvpInputDto, RsvpSettingsInputDto } from './dto/rsvp.input.js';
import { RsvpService } from './rsvp.service.js';

/** The signed-in guest's RSVP; the guest always comes from the token. */
@Roles('guest')
@Controller('api/guest/rsvp')
export class GuestRsvpController {
  constructor(private readonly rsvp: RsvpService) {}

  @Get()
  @Reply(GuestRsvpReply)
  @ApiDoc("The guest's RSVP and its deadline")
  get(@CurrentUser() guest: AuthUser) {
    return this.rsvp.guestView(guest.id);
  }

  /** Answers for the guest and members of their group: all stored, or none. */
  @Put()
  @Reply(GuestRsvpReply)
  @ApiDoc('Answer the RSVP as a guest')
  answer(@CurrentUser() guest: AuthUser, @Body() input: GuestRsvpInputDto) {
    return this.rsvp.guestAnswer(guest.id, input);
  }
}

/** The RSVP overview and its settings. Admin-only (the guard's default). */
@Controller('api/admin/rsvp')
export class AdminRsvpController {
  constructor(private readonly rsvp: RsvpService) {}

  @Get()
  @Reply(AdminRsvpReply)
  @ApiDoc('RSVP overview of all guests')
  overview(@Query() query: AdminRsvpQueryDto) {
    return this.rsvp.overview(query);
  }

  // Declared before ':guestId' so 'settings' is never read as a guest's id.
  @Get('settings')
  @Reply(RsvpSettings)
  @ApiDoc('The RSVP settings')
  settings() {
    return this.rsvp.settings();
  }

  @Put('settings')
  @Reply(RsvpSettings)
  @ApiDoc('Update the RSVP settings')
  updateSettings(@Body() input: RsvpSettingsInputDto) {
    return this.rsvp.updateSettings(input);
  }

  /** Records or corrects a guest's answer, also after the deadline. */
  @Put(':guestId')
  @Reply(AdminRsvpRow)
  @ApiDoc('Answer the RSVP for a guest')
  answer(@IdParam('guestId') guestId: number, @Body() input: AdminRsvpInputDto) {
    return this.rsvp.adminAnswer(guestId, input);
  }

  /** The guest's answer is removed: 'Noch offen' again. */
  @Delete(':guestId')
  @Reply(SuccessReply)
  @ApiDoc("Reset a guest's RSVP")
  async reset(@IdParam('guestId') guestId: number) {
    await this.rsvp.adminReset(guestId);
    return { success: true };
  }
}
