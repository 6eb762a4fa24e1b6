import { buffer } from 'node:stream/consumers';
import { MikroORM } from '@mikro-orm/core';
import pLimit from 'p-limit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { FileStorage } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { HeicDecoder } from './heic-decoder.js';
import { deriveImages } from './image-pipeline.js';
import { mediaDerivativesJob } from './media-derivatives.job.js';
import { type ImageVariant, variantKey } from './media-files.js';
import { Media } from './media.entity.js';

/**
 * Each photo's sizes are encoded in parallel already; when guests asked for the thumbnails of
 * many new photos at once, making them all in parallel (ten and more) took both cores from the
 * requests, and every request in a rush waited seconds. One at a time makes too few per second
 * when 30 guests upload at once; two keep up.
 */
export const PHOTOS_MADE_AT_ONCE = 2;

/** The medium was deleted while its files were made. */
class MediumGone extends Error {}

/** What the derivatives job records on the media row. */
export interface GeneratedMedia {
  width: number;
  height: number;
  takenAt: Date | null;
}

/** A medium's files as a run made them, before they are stored. */
export interface MadeMedia extends GeneratedMedia {
  /** The files this run made, by variant; null when they were made before (read them from storage). */
  files: ReadonlyMap<ImageVariant, Buffer> | null;
}

/** One run for one medium, shared by the job and the image requests that need its files. */
export interface DerivativesRun {
  /** The files, as soon as they are made: an image request serves them from here. */
  made: Promise<MadeMedia | null>;
  /** Once the files are stored and the row records them (null: the medium was deleted meanwhile). */
  stored: Promise<GeneratedMedia | null>;
}

/** Files this process just made from the original under `storageKey`. */
interface Made extends MadeMedia {
  files: ReadonlyMap<ImageVariant, Buffer>;
  storageKey: string;
}

/**
 * Makes a medium's derived files (WebP 100/300/1200 and the metadata-free full-size original)
 * and records its upright size and capture time. The job runs it right after an upload commits
 * and finds files made already (by an image request before it got there) done: they are made
 * once, not again (in a rush of uploads the job would otherwise redo every photo a guest asked
 * for first, fall behind, and leave ever more photos to be made while guests wait). An image
 * request that needs the files before the job made them starts (or joins) a run itself and is
 * served as soon as they are made: storing them and recording the row, which on the embedded
 * database waits its turn behind every other query, goes on after its reply.
 */
@Injectable()
export class MediaDerivatives implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Medien');
  /** Runs in progress in this process, by medium. */
  private readonly running = new Map<number, DerivativesRun>();
  /** Photos decoded and encoded at a time in this process, whoever asked; the rest wait their turn. */
  private readonly decoding = pLimit(PHOTOS_MADE_AT_ONCE);

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

  /** Runs started by image requests finish storing before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  /** Resolves once no run is in progress in this process (each stored, or failed). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((run) => run.stored));
  }

  /**
   * Makes and stores the files of one medium unless its row says they are made, and returns what
   * the row records; null if the medium no longer exists (deleted meanwhile: nothing to do).
   * Rejects if its original cannot be read or decoded, or the files cannot be stored.
   */
  generate(mediaId: number): Promise<GeneratedMedia | null> {
    return this.run(mediaId, () => this.lookUp(mediaId)).stored;
  }

  /**
   * Makes the files of a medium from its original under `storageKey`, whatever its row says (an
   * image request: the row it read says they are not made yet, or a file went missing), or joins
   * the run already in progress.
   */
  remake(mediaId: number, storageKey: string): DerivativesRun {
    return this.run(mediaId, () => this.derive(storageKey));
  }

  private run(mediaId: number, make: () => Promise<Made | MadeMedia | null>): DerivativesRun {
    let run = this.running.get(mediaId);
    if (!run) {
      const made = make();
      const stored = made.then((result) => (result && 'storageKey' in result ? this.store(mediaId, result) : result));
      run = { made, stored };
      this.running.set(mediaId, run);
      // Settled for whoever awaits only `made`: a run that failed to store leaves the row not
      // ready, so the job (retrying) or the next request makes the files again.
      void stored.catch(() => undefined).finally(() => this.running.delete(mediaId));
    }
    return run;
  }

  private async lookUp(mediaId: number): Promise<Made | MadeMedia | null> {
    const media = await this.orm.em.fork().findOne(Media, mediaId, { fields: ['storage_key', 'derivatives_ready', 'width', 'height', 'taken_at'] });
    if (!media) return null;
    if (media.derivatives_ready) return { width: media.width ?? 0, height: media.height ?? 0, takenAt: media.taken_at ?? null, files: null };
    return this.derive(media.storage_key);
  }

  private async derive(storageKey: string): Promise<Made> {
    const started = Date.now();
    const derived = await this.decoding(async () => deriveImages(await buffer(await this.storage.open(storageKey)), (file) => this.heic.decode(file)));
    this.logger.debug(`${storageKey}: Ableitungen in ${Date.now() - started} ms`);
    return { width: derived.width, height: derived.height, takenAt: derived.takenAt, files: derived.files, storageKey };
  }

  private async store(mediaId: number, made: Made): Promise<GeneratedMedia | null> {
    const em = this.orm.em.fork();
    // Recorded as pending first (pending-files.ts): if the medium is deleted meanwhile, or the
    // process dies before its row is updated, the files do not stay without their row.
    const pending = await this.pendingFiles.expect([...made.files.keys()].map((variant) => variantKey(made.storageKey, variant)));
    try {
      for (const [variant, data] of made.files) await this.storage.putAt(variantKey(made.storageKey, variant), data);
      await this.pendingFiles.record(em, pending, async () => {
        const updated = await em.nativeUpdate(Media, { id: mediaId }, { width: made.width, height: made.height, taken_at: made.takenAt, derivatives_ready: true });
        if (updated === 0) throw new MediumGone();
      });
    } catch (error) {
      await this.pendingFiles.discard(pending);
      if (error instanceof MediumGone) return null;
      throw error;
    }
    return { width: made.width, height: made.height, takenAt: made.takenAt };
  }
}
