import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { TimelineModule } from '../timeline/timeline.module.js';
import { EmailComposer } from './email-composer.js';
import { EmailSender } from './email-sender.js';
import { EmailUnsubscribe } from './email-unsubscribe.entity.js';
import { EmailUnsubscribes } from './email-unsubscribes.js';
import { EmailController } from './email.controller.js';

/** E-mail: the SMTP transport (or the outbox), the composed mails, and unsubscribing. Used by the messages side (sms module). */
@Module({
  imports: [MikroOrmModule.forFeature([EmailUnsubscribe]), EventSettingsModule, TimelineModule],
  controllers: [EmailController],
  providers: [EmailSender, EmailComposer, EmailUnsubscribes],
  exports: [EmailSender, EmailComposer, EmailUnsubscribes],
})
export class EmailModule {}
