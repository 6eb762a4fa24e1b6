import { Injectable, type OnModuleInit } from '@nestjs/common';
import { defineJob } from '../jobs/job-definition.js';
import { JobQueue } from '../jobs/job-queue.js';
import { FileDeletionPause } from './file-deletion-pause.js';
import { FileStorage } from './file-storage.js';

/**
 * Deletes stored files whose records are gone. Queued through the outbox with the deletion of
 * the records, so a crash or a failing disk never leaves a file behind for good. Removing a file
 * that is already gone succeeds, so a repeated attempt is harmless.
 */
export const deleteFilesJob = defineJob<{ keys: string[] }>('storage.delete-files', {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
});

@Injectable()
export class DeleteFilesWorker implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly storage: FileStorage,
    private readonly pause: FileDeletionPause,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(deleteFilesJob, async ({ keys }) => {
      // Never while a backup copies files (see FileDeletionPause).
      await this.pause.whenFree(async () => {
        for (const key of keys) await this.storage.remove(key);
      });
    });
  }
}
