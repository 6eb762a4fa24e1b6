import {
  SmsBatchDetail,
  SmsBatchListReply,
  SmsGuestNumbersReply,
  SmsMessageRow,
  SmsOptOut,
  SmsOutboxReply,
  SmsPreviewReply,
  SmsRecipientsReply,
  SmsSendInvitationsReply,
  SmsSendMultipleReply,
  SmsSendToGuestTypesReply,
  SmsTimelineReminderReply,
  SuccessReply,
} from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Param, Post, UseFilters } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { SmsPreviewInputDto, SmsSendInvitationsInputDto, SmsSendMultipleInputDto, SmsSendToGuestTypesInputDto, SmsSendToUnansweredInputDto, SmsTimelineReminderInputDto } from './dto/sms.input.js';
import { SmsErrorFilter } from './sms-error.filter.js';
import { MessagesService } from './messages.service.js';
import { SmsHistoryService } from './sms-history.service.js';
import { SmsService } from './sms.service.js';

/** The messages tool (SMS and e-mail; the paths keep the SMS tool's names). Admin-only (the guard's default); errors carry `error` and `msg`. */
@Controller('api/sms')
@UseFilters(SmsErrorFilter)
export class SmsController {
  constructor(
    private readonly sms: SmsService,
    private readonly history: SmsHistoryService,
    private readonly messages: MessagesService,
  ) {}

  @Get('guest-numbers')
  @Reply(SmsGuestNumbersReply)
  @ApiDoc("Guests' mobile numbers by guest type")
  guestNumbers() {
    return this.sms.guestNumbers();
  }

  /** The messages tool's list: every guest reachable by SMS or e-mail (mobile may be null). */
  @Get('recipients')
  @Reply(SmsRecipientsReply)
  @ApiDoc('Who a message would reach')
  recipients() {
    return this.sms.recipients();
  }

  @Post('preview-personalized')
  @Reply(SmsPreviewReply)
  @ApiDoc('Preview a personalized message')
  preview(@Body() input: SmsPreviewInputDto) {
    return this.sms.preview(input);
  }

  @Post('send-to-guest-types')
  @Reply(SmsSendToGuestTypesReply)
  @ApiDoc('Send a message to guest types')
  sendToGuestTypes(@Body() input: SmsSendToGuestTypesInputDto) {
    return this.sms.sendToGuestTypes(input);
  }

  @Post('send-multiple')
  @Reply(SmsSendMultipleReply)
  @ApiDoc('Send a message to chosen guests')
  sendMultiple(@Body() input: SmsSendMultipleInputDto) {
    return this.sms.sendMultiple(input);
  }

  /** 'Noch ohne Antwort': the guests without an RSVP answer, resolved at the moment of the send. */
  @Post('send-to-unanswered')
  @Reply(SmsSendMultipleReply)
  @ApiDoc('Remind guests who have not answered the RSVP')
  sendToUnanswered(@Body() input: SmsSendToUnansweredInputDto) {
    return this.sms.sendToUnanswered(input);
  }

  @Post('send-timeline-reminders')
  @Reply(SmsTimelineReminderReply)
  @ApiDoc('Send reminders of timeline entries')
  sendTimelineReminders(@Body() input: SmsTimelineReminderInputDto) {
    return this.sms.sendTimelineReminder(input);
  }

  /** The invitation e-mail to chosen guests; the same request_id twice makes one batch. */
  @Post('send-invitations')
  @Reply(SmsSendInvitationsReply)
  @ApiDoc('Send the invitations')
  sendInvitations(@Body() input: SmsSendInvitationsInputDto) {
    return this.messages.sendInvitations(input);
  }

  @Get('batches')
  @Reply(SmsBatchListReply)
  @ApiDoc('List message batches')
  batches() {
    return this.history.batches();
  }

  @Get('batches/:id')
  @Reply(SmsBatchDetail)
  @ApiDoc('A message batch with its messages')
  batch(@IdParam() id: number) {
    return this.history.batch(id);
  }

  @Get('outbox')
  @Reply(SmsOutboxReply)
  @ApiDoc('Messages waiting or failed')
  outbox() {
    return this.history.outbox();
  }

  @Post('messages/:id/resend')
  @Reply(SmsMessageRow)
  @ApiDoc('Send a failed message again', 409)
  resend(@IdParam() id: number) {
    return this.history.resend(id);
  }

  @Get('opt-outs')
  @Reply(z.array(SmsOptOut))
  @ApiDoc('List numbers that opted out')
  optOuts() {
    return this.history.optOuts();
  }

  @Delete('opt-outs/:number')
  @Reply(SuccessReply)
  @ApiDoc('Allow messages to an opted-out number again', 409)
  async removeOptOut(@Param('number') number: string) {
    await this.history.removeOptOut(number);
    return { success: true };
  }
}
