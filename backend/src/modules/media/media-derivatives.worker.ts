import { buffer } from 'node:stream/consumers';
import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { FileStorage } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { HeicDecoder } from './heic-decoder.js';
import { deriveImages } from './image-pipeline.js';
import { mediaDerivativesJob } from './media-derivatives.job.js';
import { variantKey } from './media-files.js';
import { Media } from './media.entity.js';

/** The medium was deleted while its files were made. */
class MediumGone extends Error {}

/** What the derivatives job records on the media row. */
export interface GeneratedMedia {
  width: number;
  height: number;
  takenAt: Date | null;
}

/**
 * Makes a medium's derived files (WebP 100/300/1200 and the metadata-free full-size original)
 * and records its upright size and capture time. The job runs it right after an upload commits;
 * the image routes run the same code when a file is asked for before the job got to it. Whichever
 * comes first makes the files; the other finds the row marked ready and decodes nothing (in a
 * rush of uploads the job would otherwise redo every photo a guest asked for first, fall behind,
 * and leave ever more photos to be made while guests wait). A file lost from storage is made
 * again on request (`remake`); the same keys get the same content.
 */
@Injectable()
export class MediaDerivatives implements OnModuleInit {
  private readonly logger = new Logger('Medien');
  /** Runs in progress in this process, by medium: a job and an image request share one. */
  private readonly running = new Map<number, Promise<GeneratedMedia | null>>();

  constructor(
    private readonly queue: JobQueue,
    private readonly storage: FileStorage,
    private readonly orm: MikroORM,
    private readonly heic: HeicDecoder,
    private readonly pendingFiles: PendingFileRecords,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(mediaDerivativesJob, async ({ mediaId }) => {
      await this.generate(mediaId);
    });
  }

  /**
   * Makes the files of one medium unless they are made already (`remake`: even then) and returns
   * what its row records; null if the medium no longer exists (deleted meanwhile: nothing to do).
   * Rejects if its original cannot be read or decoded.
   */
  generate(mediaId: number, { remake = false } = {}): Promise<GeneratedMedia | null> {
    let run = this.running.get(mediaId);
    if (!run) {
      run = this.make(mediaId, remake).finally(() => this.running.delete(mediaId));
      this.running.set(mediaId, run);
    }
    return run;
  }

  private async make(mediaId: number, remake: boolean): Promise<GeneratedMedia | null> {
    const em = this.orm.em.fork();
    const media = await em.findOne(Media, mediaId, { fields: ['storage_key', 'derivatives_ready', 'width', 'height', 'taken_at'] });
    if (!media) return null;
    if (media.derivatives_ready && !remake) return { width: media.width ?? 0, height: media.height ?? 0, takenAt: media.taken_at ?? null };
    const started = Date.now();
    const original = await buffer(await this.storage.open(media.storage_key));
    const derived = await deriveImages(original, (file) => this.heic.decode(file));
    // Recorded as pending first (pending-files.ts): if the medium is deleted meanwhile, or the
    // process dies before its row is updated, the files do not stay without their row.
    const pending = await this.pendingFiles.expect([...derived.files.keys()].map((variant) => variantKey(media.storage_key, variant)));
    try {
      for (const [variant, data] of derived.files) await this.storage.putAt(variantKey(media.storage_key, variant), data);
      await this.pendingFiles.record(em, pending, async () => {
        const updated = await em.nativeUpdate(Media, { id: mediaId }, { width: derived.width, height: derived.height, taken_at: derived.takenAt, derivatives_ready: true });
        if (updated === 0) throw new MediumGone();
      });
    } catch (error) {
      await this.pendingFiles.discard(pending);
      if (error instanceof MediumGone) return null;
      throw error;
    }
    this.logger.debug(`Medium ${mediaId}: Ableitungen in ${Date.now() - started} ms`);
    return { width: derived.width, height: derived.height, takenAt: derived.takenAt };
  }
}
