import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { GUEST_NOT_FOUND, type MediaFolder, type MediaItem, UPLOAD_NO_FILE } from '@hochzeit/contracts';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { AdminUser } from '../../auth/admin-user.entity.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { orNotFound } from '../../common/persistence.js';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { FileStorage } from '../../storage/file-storage.js';
import { PendingFileRecords, type PendingFiles } from '../../storage/pending-files.js';
import { Guest } from '../guests/index.js';
import { mediaDerivativesJob } from './media-derivatives.job.js';
import { MediaDerivatives } from './media-derivatives.worker.js';
import { MEDIA_STORAGE_AREA } from './media-files.js';
import { MediaItems } from './media-items.js';
import { Media } from './media.entity.js';
import { MediaQueries } from './media.queries.js';
import { UploadChecks } from './upload-checks.js';

/** SHA-256 of a file, read as a stream. */
async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * How long an upload's reply waits at most for the grid's sizes of its new photos. They are
 * usually made in well under a second (a cheap decode of their own), and the photo is listed to
 * every guest the moment the reply is sent: waiting for them here means no gallery asks for a
 * thumbnail that is not there yet. A HEIC's grid sizes come from its expensive full decode, and
 * an admin may send dozens at once: after this long the reply goes and they follow.
 */
export const GRID_WAIT_MS = 3_000;

/** Who uploads: the column that names them, and the name shown with their photos. */
interface Uploader {
  where: { uploader_guest: number } | { uploader_admin: number } | { venue_device: string };
  name: string | null;
}

/** A phone at the venue (the venue link): its own id, and the name typed in 'Ihr Name'. */
export interface VenueUploader {
  device: string;
  name: string;
}

/** What an upload keeps besides the files: the folder, a description, and whether the photos wait for approval. */
export interface UploadInput {
  folder: MediaFolder;
  description: string | null;
  pending?: boolean;
}

/**
 * Keeps uploaded photos (already checked under the images policy, waiting in temp files). The
 * same photo (same bytes) sent again by the same guest or admin is stored once: the upload
 * answers with the existing item. New rows and their derivatives jobs commit together.
 */
@Injectable()
export class MediaUploadService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly items: MediaItems,
    private readonly pendingFiles: PendingFileRecords,
    private readonly derivatives: MediaDerivatives,
    private readonly queries: MediaQueries,
    private readonly checks: UploadChecks,
  ) {}

  private async uploader(viewer: AuthUser): Promise<Uploader> {
    if (viewer.type === 'admin') {
      const admin = await this.em.findOneOrFail(AdminUser, { id: viewer.id }, orNotFound('Admin nicht gefunden'));
      return { where: { uploader_admin: admin.id }, name: admin.username };
    }
    const guest = await this.em.findOneOrFail(Guest, { id: viewer.id }, orNotFound(GUEST_NOT_FOUND));
    return { where: { uploader_guest: guest.id }, name: `${guest.first_name} ${guest.last_name}`.trim() || null };
  }

  /** One item per distinct photo, in the order sent. */
  async upload(viewer: AuthUser, files: AcceptedUpload[], input: UploadInput): Promise<MediaItem[]> {
    if (files.length === 0) throw new BadRequestException(UPLOAD_NO_FILE);
    // What other modules check before a guest's photos are taken (the privacy module's photo confirmation).
    if (viewer.type === 'guest') await this.checks.beforeGuestUpload(viewer.id);
    return this.items.for(viewer, await this.keep(await this.uploader(viewer), files, input));
  }

  /**
   * Photos from a phone at the venue: stored under the phone's id with the name typed there; the
   * same photo from the same phone is stored once. Pending (waiting for approval) as `input` says.
   */
  async uploadFromVenue(venue: VenueUploader, files: AcceptedUpload[], input: UploadInput): Promise<Media[]> {
    if (files.length === 0) throw new BadRequestException(UPLOAD_NO_FILE);
    return this.keep({ where: { venue_device: venue.device }, name: venue.name }, files, input);
  }

  /** One medium per distinct photo, in the order sent (existing ones for photos this uploader sent before). */
  private async keep(uploader: Uploader, files: AcceptedUpload[], input: UploadInput): Promise<Media[]> {
    const byHash = new Map<string, AcceptedUpload>();
    for (const file of files) {
      const hash = await sha256(file.path);
      if (!byHash.has(hash)) byHash.set(hash, file);
    }
    const hashes = [...byHash.keys()];

    // Stored originals by hash, each recorded as pending before it is stored (pending-files.ts):
    // whichever is not recorded in the end is removed again, after a crash at the next start.
    const stored = new Map<string, string>();
    const pending: PendingFiles[] = [];
    let recorded = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const em = this.em.fork();
        const existing = await em.find(Media, { ...uploader.where, content_hash: { $in: hashes } });
        const known = new Set(existing.map((medium) => medium.content_hash));
        const fresh = hashes.filter((hash) => !known.has(hash));
        await this.store(fresh.filter((hash) => !stored.has(hash)), byHash, stored, pending);
        // A parallel upload of the same photo by the same person won the race: its file is not needed.
        for (const [hash, key] of stored) {
          if (fresh.includes(hash)) continue;
          await this.storage.remove(key);
          stored.delete(hash);
        }
        const ids = fresh.length ? await this.queries.reserveMediaIds(fresh.length) : [];
        const uploadedAt = new Date();
        const created = fresh.map((hash, index) => {
          const file = byHash.get(hash)!;
          const medium = em.create(Media, {
            id: ids[index],
            folder: input.folder,
            original_name: file.name,
            description: input.description,
            storage_key: stored.get(hash)!,
            content_type: file.contentType,
            size: file.size,
            content_hash: hash,
            width: file.width ?? null,
            height: file.height ?? null,
            uploaded_at: uploadedAt,
            ...uploader.where,
            uploader_name: uploader.name,
            pending: input.pending ?? false,
          });
          // The id is known before the insert, so the job is written in the same flush as the row.
          runAfterCommit(em, mediaDerivativesJob, { mediaId: medium.id });
          return medium;
        });
        try {
          await this.pendingFiles.record(em, pending);
        } catch (error) {
          // A parallel upload of the same photo by the same person won the race: look again.
          if (error instanceof UniqueConstraintViolationException && attempt === 1) continue;
          throw error;
        }
        recorded = true;
        await this.gridMade(created);
        const media = new Map([...existing, ...created].map((medium) => [medium.content_hash, medium]));
        return hashes.map((hash) => media.get(hash)!);
      }
    } finally {
      if (!recorded) for (const record of pending) await this.pendingFiles.discard(record);
    }
  }

  /**
   * Starts making the new photos' files (the job, when it gets to them, joins the runs) and waits
   * until their grid sizes are made, or GRID_WAIT_MS at most. A photo that cannot be made is
   * uploaded all the same: its image requests answer as for any such photo.
   */
  private async gridMade(created: Media[]): Promise<void> {
    if (created.length === 0) return;
    const grids = created.map((medium) => this.derivatives.remake(medium.id, medium.storage_key, 'grid').grid.catch(() => null));
    await Promise.race([Promise.all(grids), delay(GRID_WAIT_MS, undefined, { ref: false })]);
  }

  /** Stores the temp files of these photos under new keys, recorded as pending first. */
  private async store(hashes: string[], byHash: Map<string, AcceptedUpload>, stored: Map<string, string>, pending: PendingFiles[]): Promise<void> {
    if (hashes.length === 0) return;
    const keys = hashes.map((hash) => this.storage.newKey(MEDIA_STORAGE_AREA, byHash.get(hash)!.extension));
    pending.push(await this.pendingFiles.expect(keys));
    for (const [index, hash] of hashes.entries()) {
      await this.storage.adoptAt(byHash.get(hash)!.path, keys[index]);
      stored.set(hash, keys[index]);
    }
  }
}
