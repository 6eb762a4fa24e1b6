import { MEDIA_FOLDERS } from '@hochzeit/contracts/media-constants';
import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from '../../auth/admin-user.entity.js';
import { Guest } from '../guests/index.js';

/**
 * A photo. The original is kept as uploaded (under `storage_key`); the WebP derivatives (widths
 * 100, 300, 1200) are made once by a job and stored under `<storage_key>.<width>.webp`.
 * Who uploaded it is either a guest or an admin; `uploader_name` keeps the name shown even if
 * that person is deleted later.
 */
const MediaSchema = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    id: p.integer().primary(),
    folder: p.enum(MEDIA_FOLDERS),
    /** The file name as uploaded (shown, and offered for downloads). */
    original_name: p.string().length(255),
    description: p.text().nullable(),
    storage_key: p.string().length(200).hidden(),
    content_type: p.string().length(100),
    size: p.integer(),
    /** SHA-256 of the original: the same photo uploaded twice by the same person is stored once. */
    content_hash: p.string().length(64).index(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** Capture time from the photo's metadata, kept as data (derivatives carry no metadata). */
    taken_at: p.datetime().nullable(),
    uploaded_at: p.datetime().onCreate(() => new Date()),
    uploader_guest: () => p.manyToOne(Guest).nullable().deleteRule('set null').index(),
    uploader_admin: () => p.manyToOne(AdminUser).nullable().deleteRule('set null'),
    uploader_name: p.string().length(250).nullable(),
    /** Hidden media leave the gallery and the photo wall but stay in the media manager. */
    hidden: p.boolean().default(false),
    /** Set by the derivatives job once the three WebP sizes are stored. */
    derivatives_ready: p.boolean().default(false),
    /** From the venue link and not yet approved: no guest and no wall sees it (issue 38). */
    pending: p.boolean().default(false),
    /** When a pending photo was approved: the photo wall's "new since" counts it from then. */
    approved_at: p.datetime().nullable(),
    /** The phone that sent it through the venue link (its own random id): limits and dedupe count by it. */
    venue_device: p.string().length(100).nullable(),
  },
  // Lists are newest first with the id as tie-break: a page is read off this index without sorting.
  indexes: [{ name: 'media_uploaded_at_id_index', properties: ['uploaded_at', 'id'] }],
  // One person's same photo is stored once, also when two uploads of it race.
  uniques: [
    { name: 'media_uploader_guest_hash_unique', properties: ['uploader_guest', 'content_hash'], where: 'uploader_guest_id is not null' },
    { name: 'media_uploader_admin_hash_unique', properties: ['uploader_admin', 'content_hash'], where: 'uploader_admin_id is not null' },
    { name: 'media_venue_device_hash_unique', properties: ['venue_device', 'content_hash'], where: 'venue_device is not null' },
  ],
});

export class Media extends MediaSchema.class {}
MediaSchema.setClass(Media);
