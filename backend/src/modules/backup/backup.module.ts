import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { BackupControl } from './backup-control.js';
import { BackupController } from './backup.controller.js';
import { BackupRun, BackupSettings } from './backup.entity.js';
import { backupCreateJob, backupScheduleJob } from './backup.jobs.js';
import { BackupService } from './backup.service.js';

/** Backups: the settings page's button and daily backup, and the command line's way into a running embedded database. */
@Module({
  imports: [MikroOrmModule.forFeature([BackupSettings, BackupRun]), EventSettingsModule],
  controllers: [BackupController],
  providers: [BackupService, BackupControl],
  exports: [BackupService],
})
export class BackupModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly backups: BackupService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(backupCreateJob, async ({ runId }) => {
      await this.backups.run(runId);
    });
    await this.queue.work(backupScheduleJob, ({ due }) => this.backups.scheduled(due));
  }

  /** Runs a previous process left unfinished are marked failed, and the next daily backup is planned. */
  async onApplicationBootstrap(): Promise<void> {
    await this.backups.endInterruptedRuns();
    await this.backups.planNext();
  }
}
