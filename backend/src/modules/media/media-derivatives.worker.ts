import { MikroORM } from '@mikro-orm/core';
import PQueue from 'p-queue';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { FileStorage } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { lowerImageThreadPriority } from '../../thread-priority.js';
import { HeicDecoder } from './heic-decoder.js';
import { deriveGridImages, deriveImages } from './image-pipeline.js';
import { mediaDerivativesJob } from './media-derivatives.job.js';
import { type ImageVariant, variantKey } from './media-files.js';
import { Media } from './media.entity.js';

/**
 * How many parts of photos (see DerivativesPart) are decoded and encoded at a time. Each encodes
 * its sizes in parallel already; when guests asked for the thumbnails of many new photos at once,
 * making them all in parallel (ten and more) took both cores from the requests, and every request
 * in a rush waited seconds. One at a time makes too few per second when 30 guests upload at once;
 * two keep up.
 */
export const PHOTOS_MADE_AT_ONCE = 2;

/**
 * Places in the line of work: a part a guest waits for (an image request) goes before the job's.
 * In a rush of uploads the job works through older photos while guests ask for the newest; in
 * arrival order every thumbnail of a new photo waited for all photos uploaded before it.
 */
const WAITED_FOR = 1;
const IN_TURN = 0;

/**
 * A run makes a photo's files in two parts, each a turn of its own in the line: the grid's sizes
 * (100 and 300 px, cheap: what a gallery asks for first) and the rest (the lightbox's 1200 px and
 * the full-size original).
 */
const DERIVATIVES_PARTS = ['grid', 'rest'] as const;
export type DerivativesPart = (typeof DERIVATIVES_PARTS)[number];

/** How the line knows a part: `<medium>.<part>`. */
const partId = (mediaId: number, part: DerivativesPart) => `${mediaId}.${part}`;

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
  /** The grid's sizes as soon as they are made; null when they were made before or the medium is gone. */
  grid: Promise<ReadonlyMap<ImageVariant, Buffer> | null>;
  /** All files, as soon as they are made: an image request serves them from here. */
  made: Promise<MadeMedia | null>;
  /** Once the files are stored and the row records them (null: the medium was deleted meanwhile). */
  stored: Promise<GeneratedMedia | null>;
}

/** Files this process just made from the original under `storageKey`. */
interface Made extends MadeMedia {
  files: ReadonlyMap<ImageVariant, Buffer>;
  storageKey: string;
}

/** A run's parts before they are stored. */
type Making = Pick<DerivativesRun, 'grid'> & { made: Promise<Made | MadeMedia | null> };

/**
 * Makes a medium's derived files (WebP 100/300/1200 and the metadata-free full-size original)
 * and records its upright size and capture time. The job runs it right after an upload commits
 * and finds files made already (by an image request before it got there) done: they are made
 * once, not again (in a rush of uploads the job would otherwise redo every photo a guest asked
 * for first, fall behind, and leave ever more photos to be made while guests wait). An image
 * request that needs the files before the job made them starts (or joins) a run itself, moves the
 * part it needs to the front of the line and is served as soon as that part is made: storing the
 * files and recording the row, which on the embedded database waits its turn behind every other
 * query, goes on after its reply.
 */
@Injectable()
export class MediaDerivatives implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Medien');
  /** Runs in progress in this process, by medium. */
  private readonly running = new Map<number, DerivativesRun>();
  /** Parts decoded and encoded at a time in this process; the rest wait, those a guest waits for first. */
  private readonly decoding = new PQueue({ concurrency: PHOTOS_MADE_AT_ONCE });
  /** Parts waiting in `decoding` (not started), as `<medium>.<part>`: their place can still change. */
  private readonly queued = new Set<string>();
  /** Parts an image request waits for, as `<medium>.<part>`. */
  private readonly waitedFor = new Set<string>();

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
   * the run already in progress; the part a request `needs` goes before parts nobody waits for.
   */
  remake(mediaId: number, storageKey: string, needs: DerivativesPart): DerivativesRun {
    this.hurry(mediaId, needs);
    return this.run(mediaId, () => this.derive(mediaId, storageKey));
  }

  /** A guest waits for this part of a medium's files: queued or still to be, it goes before the job's. */
  private hurry(mediaId: number, part: DerivativesPart): void {
    const id = partId(mediaId, part);
    if (this.waitedFor.has(id)) return;
    this.waitedFor.add(id);
    if (this.queued.has(id)) this.decoding.setPriority(id, WAITED_FOR);
  }

  private run(mediaId: number, make: () => Making): DerivativesRun {
    let run = this.running.get(mediaId);
    if (!run) {
      const { grid, made } = make();
      const stored = made.then((result) => (result && 'storageKey' in result ? this.store(mediaId, result) : result));
      run = { grid, made, stored };
      this.running.set(mediaId, run);
      // Settled for whoever awaits only some parts: a run that failed leaves the row not ready,
      // so the job (retrying) or the next request makes the files again.
      void grid.catch(() => undefined);
      void stored
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(mediaId);
          for (const part of DERIVATIVES_PARTS) this.waitedFor.delete(partId(mediaId, part));
        });
    }
    return run;
  }

  private lookUp(mediaId: number): Making {
    const found = this.orm.em.fork().findOne(Media, mediaId, { fields: ['storage_key', 'derivatives_ready', 'width', 'height', 'taken_at'] });
    const making = found.then((media) => (media && !media.derivatives_ready ? this.derive(mediaId, media.storage_key) : null));
    return {
      grid: making.then((parts) => parts?.grid ?? null),
      made: found.then(async (media) => {
        if (!media) return null;
        if (media.derivatives_ready) return { width: media.width ?? 0, height: media.height ?? 0, takenAt: media.taken_at ?? null, files: null };
        return (await making)!.made;
      }),
    };
  }

  /** Queues both parts of a run; a HEIC's grid sizes come with the rest (from its one expensive decode). */
  private derive(mediaId: number, storageKey: string): Making & { made: Promise<Made> } {
    const grid = this.inLine(mediaId, 'grid', async () => deriveGridImages(await this.storage.read(storageKey)));
    const rest = this.inLine(mediaId, 'rest', async () => deriveImages(await this.storage.read(storageKey), (file) => this.heic.decode(file)));
    const made = Promise.all([grid, rest]).then(([gridFiles, derived]): Made => {
      return { width: derived.width, height: derived.height, takenAt: derived.takenAt, files: new Map([...(gridFiles ?? []), ...derived.files]), storageKey };
    });
    return { grid: grid.then((files) => files ?? rest.then((derived) => derived.files)), made };
  }

  /** One part's turn in the line of work. */
  private async inLine<T>(mediaId: number, part: DerivativesPart, work: () => Promise<T>): Promise<T> {
    const id = partId(mediaId, part);
    const started = Date.now();
    this.queued.add(id);
    try {
      return await this.decoding.add(
        async () => {
          this.queued.delete(id);
          try {
            return await work();
          } finally {
            // Image work runs below the requests (thread-priority.ts): libvips starts its threads
            // on demand and keeps them, so those a part started are lowered when it ends.
            lowerImageThreadPriority();
          }
        },
        { id, priority: this.waitedFor.has(id) ? WAITED_FOR : IN_TURN },
      );
    } finally {
      this.logger.debug(`Medium ${mediaId}, ${part}: ${Date.now() - started} ms`);
    }
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
