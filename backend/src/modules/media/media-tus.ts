import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DEVICE_ID_HEADER,
  DeviceId,
  GUEST_UPLOAD_FAILED,
  GUEST_UPLOAD_FOLDER,
  MediaItem,
  NOT_YOUR_AREA,
  TUS_METADATA,
  TUS_METADATA_MISSING,
  TUS_NOT_YOURS,
  TUS_PATH,
  TUS_UNAUTHORIZED,
  TUS_UNFINISHED_TTL_MS,
  TUS_UPLOAD_NOT_FOUND,
  TUS_VENUE_TOKEN_HEADER,
  uploadRefusal,
  uploadTooLarge,
  VENUE_UPLOAD_MAX_BYTES,
  venueName,
  type VenueUploadedPhoto,
} from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { HttpException, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../auth/auth.types.js';
import { SessionVersions } from '../../auth/session-versions.js';
import { TokenService } from '../../auth/token.service.js';
import { checkImage } from '../../common/upload/image-policy.js';
import { cleanFileName } from '../../common/upload/upload-policy.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runInRequestContext } from '../../database/request-context.js';
import { defineJob } from '../../jobs/job-definition.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { MediaUploadService } from './media-upload.service.js';
import { UploadChecks } from './upload-checks.js';
import { VenueLimits } from './venue-limits.js';
import { MediaClock, VenueSettingsService } from './venue-settings.service.js';

/**
 * Removes a resumable upload that was not finished within TUS_UNFINISHED_TTL_MS, with its bytes.
 * Queued when the upload is created, to run that long after; a finished upload is gone by then.
 */
export const tusExpireJob = defineJob<{ uploadId: string }>('media.tus-expire', { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 });

/** Who sends a resumable upload: a signed-in guest, or a phone at the venue (venue link). */
type TusSender = { kind: 'guest'; user: AuthUser } | { kind: 'venue'; device: string; token: string };

/** The upload's owner as kept in its metadata (set by the server, whatever the client sent). */
const OWNER_KEY = 'owner';
const ownerOf = (sender: TusSender) => (sender.kind === 'guest' ? `guest:${sender.user.id}` : `venue:${sender.device}`);

/** The web Request of a tus hook (srvx's ServerRequest is one). */
type TusRequest = Request;

/** A refusal as the tus server sends it: the status and a German `{msg}` as JSON text. */
class TusRefusal extends Error {
  readonly body: string;

  constructor(readonly status_code: number, msg: string) {
    super(msg);
    this.body = JSON.stringify({ msg });
  }
}
const refusal = (status: number, msg: string) => new TusRefusal(status, msg);
/** tus's own errors are plain objects with a status and a text. */
const isTusError = (error: unknown): error is { status_code: number; body: string } => typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error;

/**
 * Resumable photo uploads (tus 1.0.0, @tus/server with its file store) at TUS_PATH, behind the same
 * permissions, upload policy, dedupe and pipeline as the multipart uploads: a guest with their
 * bearer token, or a phone with the venue link's token and its own id. Nest's guard does not run
 * here, so every request is checked in `onIncomingRequest`, and an upload belongs to whoever
 * created it. The finished file is checked by its bytes and handed to MediaUploadService; the
 * completing request answers the new item as JSON. Unfinished uploads are removed after 24 hours
 * by a job queued at creation.
 *
 * The uploads' files live in a folder of their own beside the stored files (not in the temp
 * folders, which a restart empties): an upload resumes after a restart too. The tus lock is in this
 * process's memory: behind nginx, all requests of one upload go to one process (infra/deploy/nginx-config.mjs).
 */
@Injectable()
export class TusUploads implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Uploads');
  readonly directory: string;
  readonly store: FileStore;
  readonly server: Server;
  private readonly senders = new WeakMap<TusRequest, TusSender>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly versions: SessionVersions,
    private readonly venue: VenueSettingsService,
    private readonly limits: VenueLimits,
    private readonly uploads: MediaUploadService,
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
    private readonly clock: MediaClock,
    private readonly adapterHost: HttpAdapterHost,
    private readonly checks: UploadChecks,
  ) {
    this.directory = config.inMemoryDatabase ? mkdtempSync(path.join(os.tmpdir(), 'hochzeit-tus-')) : path.join(config.dataDir, 'tus-uploads');
    mkdirSync(this.directory, { recursive: true });
    this.store = new FileStore({ directory: this.directory, expirationPeriodInMilliseconds: TUS_UNFINISHED_TTL_MS });
    this.server = new Server({
      path: TUS_PATH,
      datastore: this.store,
      relativeLocation: true,
      maxSize: VENUE_UPLOAD_MAX_BYTES,
      exposedHeaders: ['Content-Type'],
      allowedHeaders: [TUS_VENUE_TOKEN_HEADER, DEVICE_ID_HEADER],
      onIncomingRequest: (req, id) => this.admit(req, id),
      onUploadCreate: (req, upload) => this.created(req, upload),
      onUploadFinish: (req, upload) => this.finished(req, upload),
      onResponseError: (_req, error) => this.german(error),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.work(tusExpireJob, async ({ uploadId }) => {
      await this.expire(uploadId);
    });
    // The web process serves the endpoint (the worker has no HTTP server). Mounted as plain
    // middleware, so the tus server sees the whole path; after Nest's routes, before its 404.
    const http = this.adapterHost.httpAdapter as { getInstance(): { use(handler: unknown): void } } | undefined;
    http?.getInstance().use((req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      if (req.path !== TUS_PATH && !req.path.startsWith(`${TUS_PATH}/`)) return next();
      // tus's GET would hand the bytes of an upload out: nobody reads uploads back here.
      if (req.method === 'GET') {
        res.status(405).json({ msg: GUEST_UPLOAD_FAILED });
        return;
      }
      this.server.handle(req, res).catch(next);
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.config.inMemoryDatabase) await rm(this.directory, { recursive: true, force: true });
  }

  /** Every request: who sends it, and (for an existing upload) that it is theirs. */
  private async admit(req: TusRequest, id: string): Promise<void> {
    const sender = await this.sender(req);
    this.senders.set(req, sender);
    if (req.method === 'POST') return;
    const upload = await this.store.getUpload(id).catch(() => undefined);
    if (upload && upload.metadata?.[OWNER_KEY] !== ownerOf(sender)) throw refusal(403, TUS_NOT_YOURS);
  }

  private async sender(req: TusRequest): Promise<TusSender> {
    const venueToken = req.headers.get(TUS_VENUE_TOKEN_HEADER);
    if (venueToken !== null) {
      await this.asTus(() => this.venue.checkToken(venueToken));
      const device = DeviceId.safeParse(req.headers.get(DEVICE_ID_HEADER) ?? undefined);
      if (!device.success) throw refusal(400, device.error.issues[0].message);
      return { kind: 'venue', device: device.data, token: venueToken };
    }
    const bearer = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    const claims = bearer ? this.tokens.verify(bearer) : null;
    // A resource token (signed link) is never a session.
    const user = claims && claims.res === undefined ? await this.versions.userOf(claims) : null;
    if (!user) throw refusal(401, TUS_UNAUTHORIZED);
    if (user.type !== 'guest') throw refusal(403, NOT_YOUR_AREA);
    return { kind: 'guest', user };
  }

  /** A new upload: its file named and of an allowed type and size, the venue's limits, then the owner set and its removal queued. */
  private async created(req: TusRequest, upload: Upload): Promise<{ metadata: Upload['metadata'] }> {
    const sender = this.senders.get(req)!;
    const metadata = upload.metadata ?? {};
    const name = metadata[TUS_METADATA.filename];
    if (!name || upload.size === undefined) throw refusal(400, TUS_METADATA_MISSING);
    const refused = uploadRefusal({ name, type: metadata[TUS_METADATA.filetype] ?? '', size: upload.size }, VENUE_UPLOAD_MAX_BYTES);
    if (refused) throw refusal(upload.size > VENUE_UPLOAD_MAX_BYTES ? 413 : 415, refused);
    const description = z.string().max(1000).nullish().safeParse(metadata[TUS_METADATA.description]);
    if (!description.success) throw refusal(400, 'Die Beschreibung ist zu lang (max. 1000 Zeichen)');
    if (sender.kind === 'venue') {
      const uploaderName = venueName().safeParse(metadata[TUS_METADATA.uploaderName] ?? undefined);
      if (!uploaderName.success) throw refusal(400, uploaderName.error.issues[0].message);
      await this.asTus(() => this.limits.check(sender.device, 1));
    } else {
      // What other modules check before a guest's photos are taken (the multipart upload's checks too).
      await this.asTus(() => this.checks.beforeGuestUpload(sender.user.id));
    }
    await this.queue.send(tusExpireJob, { uploadId: upload.id }, { delaySeconds: Math.ceil(TUS_UNFINISHED_TTL_MS / 1000), idempotencyKey: upload.id });
    return { metadata: { ...metadata, [OWNER_KEY]: ownerOf(sender) } };
  }

  /**
   * The last bytes arrived: the file is checked by its bytes and kept like a multipart upload's
   * (same photo from the same sender stored once). The tus file goes in any case: kept photos were
   * moved into storage, a refused one must not stay.
   */
  private async finished(req: TusRequest, upload: Upload): Promise<{ status_code?: number; headers: Record<string, string>; body: string }> {
    const sender = this.senders.get(req)!;
    const file = path.join(this.directory, upload.id);
    const metadata = upload.metadata ?? {};
    try {
      const name = cleanFileName(Buffer.from(metadata[TUS_METADATA.filename] ?? '', 'utf8').toString('latin1'), 'bild');
      const image = await this.asTus(() => checkImage(file, name));
      const accepted = { path: file, size: upload.size ?? upload.offset, name, ...image };
      const description = metadata[TUS_METADATA.description]?.trim() || null;
      const body = await this.asTus(() =>
        runInRequestContext(this.orm.em, async () => {
          if (sender.kind === 'guest') {
            const [item] = await this.uploads.upload(sender.user, [accepted], { folder: GUEST_UPLOAD_FOLDER, description });
            return JSON.stringify(z.encode(MediaItem, item));
          }
          const choices = await this.venue.checkToken(sender.token);
          const [medium] = await this.uploads.uploadFromVenue({ device: sender.device, name: (metadata[TUS_METADATA.uploaderName] ?? '').trim() }, [accepted], {
            folder: GUEST_UPLOAD_FOLDER,
            description,
            pending: !choices.auto_approve,
          });
          const photo: VenueUploadedPhoto = { id: medium.id, filename: medium.original_name, pending: medium.pending };
          return JSON.stringify(photo);
        }),
      );
      // A creation that carried every byte keeps its 201 (the client needs its Location); a PATCH answers 200 with the item.
      return { ...(req.method === 'PATCH' ? { status_code: 200 } : {}), headers: { 'Content-Type': 'application/json' }, body };
    } finally {
      await rm(file, { force: true });
      await this.store.configstore.delete(upload.id).catch(() => undefined);
    }
  }

  /** The job: an upload still unfinished after TUS_UNFINISHED_TTL_MS is removed with its bytes. */
  async expire(uploadId: string): Promise<boolean> {
    const upload = await this.store.getUpload(uploadId).catch(() => undefined);
    if (!upload) return false;
    const finished = upload.size !== undefined && upload.offset >= upload.size;
    const created = upload.creation_date ? new Date(upload.creation_date).getTime() : 0;
    if (finished || this.clock.now().getTime() - created < TUS_UNFINISHED_TTL_MS) return false;
    // Its bytes and its record; either may be gone already (a removal that stopped half-way is done again).
    await this.store.remove(uploadId).catch(() => undefined);
    await this.store.configstore.delete(uploadId).catch(() => undefined);
    this.logger.log(`Unfertiger Upload ${uploadId} nach 24 Stunden entfernt`);
    return true;
  }

  /** Runs `work`; a refusal of Nest's kind (HttpException) becomes one of tus's kind with the same German message. */
  private async asTus<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpException) {
        const response = error.getResponse();
        const msg = typeof response === 'string' ? response : ((response as { msg?: string; message?: string }).msg ?? (response as { message?: string }).message ?? GUEST_UPLOAD_FAILED);
        throw refusal(error.getStatus(), msg);
      }
      throw error;
    }
  }

  /** tus's own refusals (English text) in German, as `{msg}` like every other reply. */
  private german(error: Error | { status_code: number; body: string }): { status_code: number; body: string } {
    if (error instanceof TusRefusal) return { status_code: error.status_code, body: error.body };
    const status = isTusError(error) ? error.status_code : 500;
    if (status >= 500) this.logger.error(`Upload fehlgeschlagen: ${error instanceof Error ? error.message : error.body}`);
    if (status === 404 || status === 410) return refusal(status, TUS_UPLOAD_NOT_FOUND);
    if (status === 413) return refusal(status, uploadTooLarge(Math.round(VENUE_UPLOAD_MAX_BYTES / (1024 * 1024)), ''));
    return refusal(status, GUEST_UPLOAD_FAILED);
  }
}
