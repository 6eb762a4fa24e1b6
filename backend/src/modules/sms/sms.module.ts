import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
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
import { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';

/** The SMS tool and the day plan's reminders, sent through Twilio (or into the outbox) on the job queue. */
@Module({
  imports: [MikroOrmModule.forFeature([SmsBatch, SmsMessage, SmsOptOut]), EventSettingsModule],
  controllers: [SmsController, SmsTwilioController],
  providers: [SmsService, SmsHistoryService, SmsAudience, SmsDispatcher, SmsProgress, SmsSender, MessagesService],
  exports: [MessagesService],
})
export class SmsModule {}
