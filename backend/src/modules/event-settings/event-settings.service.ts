import type { Readable } from 'node:stream';
import {
  type AdminEventSettings,
  COVER_BROKEN,
  COVER_NOT_FOUND,
  COVER_WIDTHS,
  type Cover,
  type CoverWidth,
  type DayContact,
  type EventSettings as EventSettingsReply,
  type EventSettingsInput,
  DEFAULT_COUPLE_NAMES,
  defaultEmailFromName,
  EMAIL_DEFAULT_FROM_LOCAL_PART,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import sharp from 'sharp';
import { UPDATE } from '../../common/persistence.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { webpSizes } from '../../common/images/webp-sizes.js';
import { COVER_STORAGE_AREA, coverFileKeys, coverId, coverSizeKey, coverUrl } from './cover-files.js';
import { DEFAULT_EVENT, EventSettings } from './event-settings.entity.js';
import { storedEventSettings } from './event-settings.queries.js';

type StoredSettings = Omit<AdminEventSettings, 'email_sender'>;
const defaults = (): StoredSettings => ({
  ...DEFAULT_EVENT,
  starts_at: new Date(DEFAULT_EVENT.starts_at),
  cover: null,
  contact_name: null,
  contact_phone: null,
  email_from_name: null,
  email_from_address: null,
});

/** The sender e-mails carry: the stored name and address, or the couple's names (else 'Hochzeitsportal') at `hochzeit@` the portal's host. */
export function emailSenderOf(settings: Pick<StoredSettings, 'couple_names' | 'email_from_name' | 'email_from_address'>, publicUrl: string): { name: string; address: string } {
  return {
    name: settings.email_from_name ?? defaultEmailFromName(settings.couple_names, DEFAULT_COUPLE_NAMES),
    address: settings.email_from_address ?? `${EMAIL_DEFAULT_FROM_LOCAL_PART}@${new URL(publicUrl).hostname}`,
  };
}

/**
 * The sizes of a cover for `srcset`: each stored width, but a photo narrower than a width was not
 * enlarged, so that file is only as wide as the photo (and listed once).
 */
export function coverOf(key: string | null, width: number | null, height: number | null): Cover | null {
  if (!key || !width || !height) return null;
  const images: Cover['images'] = [];
  for (const size of COVER_WIDTHS) {
    const actual = Math.min(size, width);
    if (images.at(-1)?.width === actual) continue;
    images.push({ url: coverUrl(key, size), width: actual });
  }
  return { width, height, images };
}

@Injectable()
export class EventSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly pendingFiles: PendingFileRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The settings as guests and providers read them (the defaults cover a database without its row). */
  async get(): Promise<EventSettingsReply> {
    const { contact_name: _name, contact_phone: _phone, email_from_name: _fromName, email_from_address: _fromAddress, email_sender: _sender, ...settings } = await this.getForAdmin();
    return settings;
  }

  /** The settings with the contact for the day. */
  async getForAdmin(): Promise<AdminEventSettings> {
    const stored = await this.stored();
    return { ...stored, email_sender: emailSenderOf(stored, this.config.publicUrl) };
  }

  private async stored(): Promise<StoredSettings> {
    const settings = await storedEventSettings(this.em.fork());
    if (!settings) return defaults();
    const { title, couple_names, starts_at, venue_name, venue_address, time_zone, latitude, longitude, currency, guest_address, contact_name, contact_phone } = settings;
    const cover = coverOf(settings.cover_key ?? null, settings.cover_width ?? null, settings.cover_height ?? null);
    return {
      title,
      couple_names,
      starts_at,
      venue_name,
      venue_address,
      time_zone,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
      currency,
      guest_address,
      cover,
      contact_name: contact_name ?? null,
      contact_phone: contact_phone ?? null,
      email_from_name: settings.email_from_name ?? null,
      email_from_address: settings.email_from_address ?? null,
    };
  }

  /** The name and address e-mails are sent from (the settings, or their defaults). */
  async emailSender(): Promise<{ name: string; address: string }> {
    return (await this.getForAdmin()).email_sender;
  }

  /** The person providers call on the wedding day (the couple's or the organisers'), as the settings name them. */
  async dayContact(): Promise<DayContact> {
    const { contact_name, contact_phone } = await this.getForAdmin();
    return { name: contact_name, phone: contact_phone };
  }

  private async row(em: EntityManager): Promise<EventSettings> {
    const { cover: _none, ...fields } = defaults();
    return (await em.findOne(EventSettings, { id: 1 })) ?? em.create(EventSettings, { id: 1, ...fields, cover_key: null, cover_width: null, cover_height: null });
  }

  async update(input: EventSettingsInput): Promise<AdminEventSettings> {
    const em = this.em.fork();
    const settings = await this.row(em);
    em.assign(settings, input, UPDATE);
    await em.flush();
    return this.getForAdmin();
  }

  /**
   * Makes the cover's WebP sizes once (from one decode) and
   * stores them beside the original (recorded as pending first, see pending-files.ts); only then
   * does the row point at the new photo, and the old one's files go (queued in the same
   * transaction). A photo that cannot be decoded is refused and leaves nothing behind.
   */
  async replaceCover(file: AcceptedUpload): Promise<EventSettingsReply> {
    let sizes: Map<CoverWidth, Buffer>;
    let upright: { width: number; height: number };
    try {
      const image = sharp(file.path, { failOn: 'error' }).autoOrient();
      const metadata = await sharp(file.path).metadata();
      upright = metadata.autoOrient;
      sizes = await webpSizes(image, COVER_WIDTHS);
    } catch {
      throw new BadRequestException(COVER_BROKEN);
    }
    const key = this.storage.newKey(COVER_STORAGE_AREA, file.extension);
    const pending = await this.pendingFiles.expect(coverFileKeys(key));
    try {
      await this.storage.adoptAt(file.path, key);
      for (const [width, data] of sizes) await this.storage.putAt(coverSizeKey(key, width), data);
      const em = this.em.fork();
      await this.pendingFiles.record(em, pending, async () => {
        const settings = await this.row(em);
        if (settings.cover_key) runAfterCommit(em, deleteFilesJob, { keys: coverFileKeys(settings.cover_key) });
        const scale = Math.min(1, Math.max(...COVER_WIDTHS) / upright.width);
        // The size of the largest stored file, whose proportions every size shares.
        em.assign(settings, { cover_key: key, cover_width: Math.round(upright.width * scale), cover_height: Math.round(upright.height * scale) });
      });
    } catch (error) {
      await this.pendingFiles.discard(pending);
      throw error;
    }
    return this.get();
  }

  /** Back to the dashboard's own design. */
  async removeCover(): Promise<EventSettingsReply> {
    const em = this.em.fork();
    const settings = await em.findOne(EventSettings, { id: 1 });
    const previous = settings?.cover_key ?? null;
    if (settings && previous) {
      em.assign(settings, { cover_key: null, cover_width: null, cover_height: null });
      runAfterCommit(em, deleteFilesJob, { keys: coverFileKeys(previous) });
      await em.flush();
    }
    return this.get();
  }

  /** One size of the current cover; an old or unknown photo is 404. */
  async openCover(id: string, width: CoverWidth): Promise<{ data: Readable; size: number }> {
    const settings = await this.em.fork().findOne(EventSettings, { id: 1 });
    const key = settings?.cover_key;
    if (!key || coverId(key) !== id) throw new NotFoundException(COVER_NOT_FOUND);
    const file = coverSizeKey(key, width);
    try {
      return { size: await this.storage.size(file), data: await this.storage.open(file) };
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundException(COVER_NOT_FOUND);
      throw error;
    }
  }
}
