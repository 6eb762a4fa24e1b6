import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { SmsModule } from '../sms/index.js';
import { Clock } from './clock.js';
import { RsvpRemindersController } from './rsvp-reminders.controller.js';
import { RsvpReminderSettings, RsvpReminderStep } from './rsvp-reminders.entity.js';
import { rsvpReminderCheckJob } from './rsvp-reminders.jobs.js';
import { RsvpRemindersService } from './rsvp-reminders.service.js';

/** RSVP reminders that go out by themselves on chosen days before the answer deadline, through the messages tool. */
@Module({
  imports: [MikroOrmModule.forFeature([RsvpReminderSettings, RsvpReminderStep]), RsvpModule, SmsModule],
  controllers: [RsvpRemindersController],
  providers: [RsvpRemindersService, Clock],
  exports: [Clock],
})
export class RsvpRemindersModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly reminders: RsvpRemindersService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(rsvpReminderCheckJob, () => this.reminders.check());
  }

  /** A check at every start: a step whose time passed while no process ran goes out now (while the deadline's day lasts); then the timer for the next one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.send(rsvpReminderCheckJob, { reason: 'start' });
    await this.reminders.planNext();
  }
}
