import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { SmsAudience } from './sms-audience.js';
import { SmsDispatcher } from './sms-dispatcher.js';
import { SmsHistoryService } from './sms-history.service.js';
import { SmsProgress } from './sms-progress.js';
import { SmsSender } from './sms-sender.js';
import { SmsTwilioController } from './sms-twilio.controller.js';
import { SmsController } from './sms.controller.js';
import { SmsService } from './sms.service.js';
import { MessagesService } from './messages.service.js';
import { MessageMail } from './message-mail.js';
import { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';

/**
 * The messages tool: SMS through Twilio and e-mail over SMTP (or both into the outbox) on the job
 * queue; the day plan's reminders, invitations, RSVP confirmations and reminders.
 */
@Module({
  imports: [MikroOrmModule.forFeature([SmsBatch, SmsMessage, SmsOptOut]), EventSettingsModule, EmailModule],
  controllers: [SmsController, SmsTwilioController],
  providers: [SmsService, SmsHistoryService, SmsAudience, SmsDispatcher, SmsProgress, SmsSender, MessagesService, MessageMail],
  exports: [MessagesService],
})
export class SmsModule {}
