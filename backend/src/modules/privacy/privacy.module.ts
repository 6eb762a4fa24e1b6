import { EntityManager } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { JobQueue } from '../../jobs/job-queue.js';
import { EmailComposer, EmailModule, EmailSender } from '../email/index.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { GuestsModule } from '../guests/guests.module.js';
import { MediaModule } from '../media/media.module.js';
import { UploadChecks } from '../media/index.js';
import { GuestErasure } from './guest-erasure.js';
import { GuestPrivacyController } from './guest-privacy.controller.js';
import { GuestPrivacyService } from './guest-privacy.service.js';
import { GuestSessions } from './guest-sessions.js';
import { LegalPagesController } from './legal-pages.controller.js';
import { LegalPagesService } from './legal-pages.service.js';
import { PrivacyAdminController } from './privacy-admin.controller.js';
import { PrivacyAdminService } from './privacy-admin.service.js';
import { PrivacyClock } from './privacy-clock.js';
import { PrivacyExport } from './privacy-export.js';
import { DeletionRequest, GuestSession, LegalPage, PrivacySettings, RemovalRequest } from './privacy.entity.js';
import { privacyMailJob, retentionCheckJob } from './privacy.jobs.js';
import { forgetJobData } from './privacy.queries.js';
import { RetentionService } from './retention.service.js';
import { SessionTrackingInterceptor } from './session-tracking.interceptor.js';

/**
 * Guests own their data (issue 42): 'Meine Daten' (what is stored, export, deleting photos,
 * leaving the wall, signing out everywhere, deletion requests), consent for allergies and photos,
 * photo removal requests, the retention date with its job, and the legal pages.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PrivacySettings, LegalPage, GuestSession, DeletionRequest, RemovalRequest]), GuestsModule, MediaModule, EventSettingsModule, EmailModule],
  controllers: [GuestPrivacyController, PrivacyAdminController, LegalPagesController],
  providers: [
    GuestSessions,
    GuestPrivacyService,
    PrivacyExport,
    PrivacyAdminService,
    RetentionService,
    LegalPagesService,
    GuestErasure,
    PrivacyClock,
    { provide: APP_INTERCEPTOR, useClass: SessionTrackingInterceptor },
  ],
  exports: [RetentionService],
})
export class PrivacyModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly retention: RetentionService,
    private readonly privacy: GuestPrivacyService,
    private readonly uploads: UploadChecks,
    private readonly mail: EmailSender,
    private readonly composer: EmailComposer,
    private readonly em: EntityManager,
  ) {}

  private readonly logger = new Logger('Datenschutz');

  async onModuleInit(): Promise<void> {
    this.uploads.register((guestId) => this.privacy.assertMayUpload(guestId));
    await this.queue.work(retentionCheckJob, () => this.retention.check());
    await this.queue.work(privacyMailJob, async ({ to, subject, text }, attempt) => {
      const { from } = await this.composer.context();
      const outcome = await this.mail.deliver({ from, to, subject, text, html: textAsHtml(text), attachments: [], headers: {} });
      // Not retried: a refusal is final, and an unclear hand-over may have arrived (sending again would send twice).
      if (outcome.kind !== 'sent') this.logger.warn(`E-Mail „${subject}“ nicht zugestellt: ${outcome.message}`);
      // The queue keeps finished jobs for days: the address and name (of a deleted guest, say) leave with the sending.
      await forgetJobData(this.em.fork(), attempt.id);
    });
  }

  /** A check at every start (a date that passed while no process ran is caught up), then hourly. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.send(retentionCheckJob, { reason: 'start' });
    this.retention.planNext();
  }
}

const textAsHtml = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!).replace(/\n/g, '<br>')}</p>`)
    .join('');
