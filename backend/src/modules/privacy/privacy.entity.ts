import { DELETION_REQUEST_STATES, LEGAL_PAGE_KINDS } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { Media } from '../media/index.js';

/** A single row (id 1): the retention date and the couple's privacy choices. */
const PrivacySettingsSchema = defineEntity({
  name: 'PrivacySettings',
  tableName: 'privacy_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    /** 'YYYY-MM-DD' chosen by the couple; null: RETENTION_DEFAULT_MONTHS after the wedding. */
    retention_date: p.type('date').nullable(),
    delete_names: p.boolean().default(false),
    delete_gallery: p.boolean().default(false),
    require_photo_consent: p.boolean().default(false),
    /** When the retention job first deleted for the date that applied then. */
    retention_done_at: p.datetime().nullable(),
    /** Reminders sent, as '<date>:<days before>' (each once). */
    reminders_sent: p.json<string[]>().onCreate(() => []),
  },
});
export class PrivacySettings extends PrivacySettingsSchema.class {}
PrivacySettingsSchema.setClass(PrivacySettings);

/** The couple's 'Datenschutz' and 'Impressum' texts (no row: the template). */
const LegalPageSchema = defineEntity({
  name: 'LegalPage',
  tableName: 'legal_page',
  properties: {
    kind: p.enum(LEGAL_PAGE_KINDS).primary(),
    text: p.text(),
    updated_at: p.datetime(),
  },
});
export class LegalPage extends LegalPageSchema.class {}
LegalPageSchema.setClass(LegalPage);

/**
 * A guest's session as the guest sees it on 'Meine Daten': one row per token (its SHA-256, never
 * the token), the browser named from its User-Agent, and when it was last used (to a few minutes).
 */
const GuestSessionSchema = defineEntity({
  name: 'GuestSession',
  tableName: 'guest_session',
  properties: {
    id: p.integer().primary(),
    guest: () => p.manyToOne(Guest).deleteRule('cascade').index(),
    token_hash: p.string().length(64).unique(),
    session_version: p.integer(),
    browser: p.string().length(100),
    signed_in_at: p.datetime(),
    last_used_at: p.datetime(),
  },
});
export class GuestSession extends GuestSessionSchema.class {}
GuestSessionSchema.setClass(GuestSession);

/** 'Löschung beantragen': at most one per guest; it goes with the guest once the couple confirms. */
const DeletionRequestSchema = defineEntity({
  name: 'DeletionRequest',
  tableName: 'guest_deletion_request',
  properties: {
    id: p.integer().primary(),
    guest: () => p.oneToOne(Guest).deleteRule('cascade').unique(),
    requested_at: p.datetime(),
    note: p.text().nullable(),
    state: p.enum(DELETION_REQUEST_STATES).default('open'),
    decided_at: p.datetime().nullable(),
    reply: p.text().nullable(),
  },
});
export class DeletionRequest extends DeletionRequestSchema.class {}
DeletionRequestSchema.setClass(DeletionRequest);

/** 'Entfernen lassen': the photo is hidden until the couple decides; `was_hidden` restores it on 'keep'. */
const RemovalRequestSchema = defineEntity({
  name: 'RemovalRequest',
  tableName: 'media_removal_request',
  properties: {
    media: () => p.oneToOne(Media).primary().deleteRule('cascade'),
    requested_by_guest: () => p.manyToOne(Guest).nullable().deleteRule('set null').index(),
    requested_at: p.datetime(),
    note: p.text().nullable(),
    was_hidden: p.boolean(),
  },
});
export class RemovalRequest extends RemovalRequestSchema.class {}
RemovalRequestSchema.setClass(RemovalRequest);
