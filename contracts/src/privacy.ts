import { z } from 'zod';
import { calendarDate, id, optionalText, timestamp } from './fields.js';
import { DELETION_REQUEST_STATES, LEGAL_PAGE_KINDS, MESSAGE_MEDIA_PRIVACY, PRIVACY_LIMITS, PRIVACY_MESSAGES, REMOVAL_DECISIONS } from './privacy-constants.js';

/**
 * Guests own their data (issue 42): each guest's 'Meine Daten' page (what is stored, download,
 * delete photos, leave the wall, sign out everywhere, ask for deletion), consent for allergies and
 * photos, the retention date after which personal data leaves by itself, and the editable
 * 'Datenschutz' and 'Impressum' texts.
 *
 * Guest (`@Roles('guest')`):
 * - `GET  /api/guest/privacy`                       → GuestPrivacyReply
 * - `GET  /api/guest/privacy/export-link`           → DownloadLink (signed, 15 min) to
 * - `GET  /api/guest/privacy/export`                → ZIP: daten.json, daten.html, fotos/…
 * - `POST /api/guest/privacy/photos/delete`         GuestPhotosDeleteInput → PhotosDeletedReply
 * - `PUT  /api/guest/privacy/wall`                  GuestWallInput → GuestWallReply
 * - `POST /api/guest/privacy/sign-out-everywhere`   → AccessTokenReply (this browser's fresh session)
 * - `DELETE /api/guest/privacy/allergy-consent`     → SuccessReply (consent withdrawn, allergies cleared)
 * - `POST /api/guest/privacy/deletion-request`      DeletionRequestInput → GuestDeletionRequest
 * - `DELETE /api/guest/privacy/deletion-request`    → SuccessReply (withdraws an open request)
 * - `GET  /api/guest/photo-consent`                 → PhotoConsentStatus
 * - `POST /api/guest/photo-consent`                 → PhotoConsentStatus (the one-time confirmation)
 * - `POST /api/guest/media/{id}/removal-request`    RemovalRequestInput → SuccessReply ('Entfernen lassen')
 * Admin (no `@Roles`):
 * - `GET/PUT /api/admin/privacy/settings`           PrivacySettingsInput → PrivacySettings
 * - `GET  /api/admin/privacy/deletion-requests`     → AdminDeletionRequest[]
 * - `POST /api/admin/privacy/deletion-requests/{id}/confirm` → SuccessReply (the guest is deleted everywhere)
 * - `POST /api/admin/privacy/deletion-requests/{id}/decline` DeletionDeclineInput → AdminDeletionRequest
 * - `GET  /api/admin/privacy/removal-requests`      → AdminRemovalRequest[]
 * - `POST /api/admin/privacy/removal-requests/{mediaId}/decide` RemovalDecisionInput → SuccessReply
 * - `GET  /api/admin/legal-pages/{kind}`            → AdminLegalPage (text, template)
 * - `PUT  /api/admin/legal-pages/{kind}`            LegalPageInput → AdminLegalPage
 * Public (`@Public()`):
 * - `GET  /api/legal-pages/{kind}`                  → LegalPage  (kind: 'datenschutz' | 'impressum')
 */

// ---------------------------------------------------------------- constants and messages (zod-free, in privacy-constants.ts)

export * from './privacy-constants.js';

// ---------------------------------------------------------------- guest: what is stored

export const PrivacyGuestRecord = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
    guest_type: z.string(),
    side: z.string().nullable(),
    group_name: z.string().nullable(),
    menu_name: z.string().nullable(),
    allergies: z.array(z.string()),
    /** When the guest agreed that allergies are stored; null: no consent (then none are stored by the RSVP). */
    allergy_consent_at: timestamp().nullable(),
    special_requests: z.string().nullable(),
    companion_allowed: z.boolean(),
    created_at: timestamp(),
  })
  .meta({ title: 'PrivacyGuestRecord' });

export const PrivacyAnswer = z
  .object({
    attending: z.boolean(),
    song_wish: z.string().nullable(),
    message: z.string().nullable(),
    companion_name: z.string().nullable(),
    companion_menu_name: z.string().nullable(),
    companion_allergies: z.array(z.string()),
    answered_at: timestamp(),
  })
  .meta({ title: 'PrivacyAnswer' });

export const PrivacyPhoto = z
  .object({
    id: z.number().int(),
    original_name: z.string(),
    description: z.string().nullable(),
    uploaded_at: timestamp(),
    /** Signed thumbnail address (300 px). */
    thumb_url: z.string(),
  })
  .meta({ title: 'PrivacyPhoto' });

export const PrivacyMessage = z
  .object({
    medium: z.enum(MESSAGE_MEDIA_PRIVACY),
    /** The number or address it was sent to. */
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    state: z.string(),
    sent_at: timestamp(),
  })
  .meta({ title: 'PrivacyMessage' });

export const PrivacySession = z
  .object({
    id: z.number().int(),
    /** 'Chrome auf Android', 'Safari auf iPhone', … */
    browser: z.string(),
    signed_in_at: timestamp(),
    last_used_at: timestamp(),
    /** The browser asking. */
    current: z.boolean(),
  })
  .meta({ title: 'PrivacySession' });

export const GuestDeletionRequest = z
  .object({
    requested_at: timestamp(),
    note: z.string().nullable(),
    state: z.enum(DELETION_REQUEST_STATES),
    decided_at: timestamp().nullable(),
    /** The couple's reason when they decline. */
    reply: z.string().nullable(),
  })
  .meta({ title: 'GuestDeletionRequest' });
export type GuestDeletionRequest = z.output<typeof GuestDeletionRequest>;

export const RetentionInfo = z
  .object({
    /** 'YYYY-MM-DD' from which personal data is deleted; null: no wedding date set yet. */
    delete_from: z.string().nullable(),
    /** Whether names stay after that date (the couple's choice). */
    names_kept: z.boolean(),
    /** Whether the gallery stays after that date. */
    gallery_kept: z.boolean(),
    /** What leaves at that date, in words. */
    fields: z.string(),
  })
  .meta({ title: 'RetentionInfo' });
export type RetentionInfo = z.output<typeof RetentionInfo>;

/** `GET /api/guest/privacy`: everything stored about the signed-in guest (not the couple's notes). */
export const GuestPrivacyReply = z
  .object({
    guest: PrivacyGuestRecord,
    answer: PrivacyAnswer.nullable(),
    photos: z.array(PrivacyPhoto),
    /** The guest's photos are kept off the photo wall (slideshow). */
    wall_hidden: z.boolean(),
    /** When the guest confirmed the photo consent; null: not yet. */
    photo_consent_at: timestamp().nullable(),
    messages: z.array(PrivacyMessage),
    sessions: z.array(PrivacySession),
    deletion_request: GuestDeletionRequest.nullable(),
    retention: RetentionInfo,
  })
  .meta({ title: 'GuestPrivacyReply' });
export type GuestPrivacyReply = z.output<typeof GuestPrivacyReply>;
export type GuestPrivacyReplyJson = z.input<typeof GuestPrivacyReply>;

// ---------------------------------------------------------------- guest: actions

/** `POST /api/guest/privacy/photos/delete`: all of the guest's own photos, or the chosen ones. */
export const GuestPhotosDeleteInput = z
  .object({
    all: z.boolean().optional(),
    media_ids: z.array(id(PRIVACY_MESSAGES.photoIdsInvalid)).max(PRIVACY_LIMITS.photoIds, PRIVACY_MESSAGES.photoIdsInvalid).optional(),
  })
  .refine((input) => input.all === true || (input.media_ids?.length ?? 0) > 0, PRIVACY_MESSAGES.photoIdsInvalid);
export type GuestPhotosDeleteInput = z.output<typeof GuestPhotosDeleteInput>;

export const PhotosDeletedReply = z.object({ deleted: z.number().int() }).meta({ title: 'PhotosDeletedReply' });
export type PhotosDeletedReply = z.output<typeof PhotosDeletedReply>;

/** `PUT /api/guest/privacy/wall`: true keeps all of the guest's photos off the photo wall. */
export const GuestWallInput = z.object({ hidden: z.boolean({ error: PRIVACY_MESSAGES.wallHiddenInvalid }) });
export type GuestWallInput = z.output<typeof GuestWallInput>;
export const GuestWallReply = z.object({ hidden: z.boolean() }).meta({ title: 'GuestWallReply' });
export type GuestWallReply = z.output<typeof GuestWallReply>;

/** `POST /api/guest/privacy/deletion-request`: an optional note to the couple. */
export const DeletionRequestInput = z.object({ note: optionalText(PRIVACY_LIMITS.note, PRIVACY_MESSAGES.noteTooLong) });
export type DeletionRequestInput = z.output<typeof DeletionRequestInput>;

/** `GET/POST /api/guest/photo-consent`: whether the couple requires the confirmation and whether it was given. */
export const PhotoConsentStatus = z
  .object({
    required: z.boolean(),
    confirmed_at: timestamp().nullable(),
    /** The sentence the guest confirms. */
    text: z.string(),
  })
  .meta({ title: 'PhotoConsentStatus' });
export type PhotoConsentStatus = z.output<typeof PhotoConsentStatus>;
export type PhotoConsentStatusJson = z.input<typeof PhotoConsentStatus>;

/** `POST /api/guest/media/{id}/removal-request`: 'Entfernen lassen', with an optional reason. */
export const RemovalRequestInput = z.object({ note: optionalText(PRIVACY_LIMITS.note, PRIVACY_MESSAGES.noteTooLong) });
export type RemovalRequestInput = z.output<typeof RemovalRequestInput>;

// ---------------------------------------------------------------- admin

/** `PUT /api/admin/privacy/settings`: fields left out keep their value. */
export const PrivacySettingsInput = z.object({
  /** 'YYYY-MM-DD'; null: the default (RETENTION_DEFAULT_MONTHS after the wedding). */
  retention_date: calendarDate(PRIVACY_MESSAGES.retentionDateInvalid).nullish(),
  delete_names: z.boolean().optional(),
  delete_gallery: z.boolean().optional(),
  require_photo_consent: z.boolean().optional(),
});
export type PrivacySettingsInput = z.output<typeof PrivacySettingsInput>;

export const PrivacySettings = z
  .object({
    /** The date the couple chose; null: the default. */
    retention_date: z.string().nullable(),
    /** The default: RETENTION_DEFAULT_MONTHS after the wedding day (null without a wedding date). */
    default_retention_date: z.string().nullable(),
    /** The date that applies (chosen or default). */
    effective_retention_date: z.string().nullable(),
    delete_names: z.boolean(),
    delete_gallery: z.boolean(),
    require_photo_consent: z.boolean(),
    /** When the retention job last deleted (null: not yet). */
    retention_done_at: timestamp().nullable(),
    /** Days until the date (negative: past); null without a date. */
    days_left: z.number().int().nullable(),
    open_deletion_requests: z.number().int(),
    open_removal_requests: z.number().int(),
  })
  .meta({ title: 'PrivacySettings' });
export type PrivacySettings = z.output<typeof PrivacySettings>;
export type PrivacySettingsJson = z.input<typeof PrivacySettings>;

export const AdminDeletionRequest = z
  .object({
    id: z.number().int(),
    guest_id: z.number().int(),
    guest_name: z.string(),
    requested_at: timestamp(),
    note: z.string().nullable(),
    state: z.enum(DELETION_REQUEST_STATES),
    decided_at: timestamp().nullable(),
    reply: z.string().nullable(),
  })
  .meta({ title: 'AdminDeletionRequest' });
export type AdminDeletionRequest = z.output<typeof AdminDeletionRequest>;
export type AdminDeletionRequestJson = z.input<typeof AdminDeletionRequest>;

/** `POST …/deletion-requests/{id}/decline`: the reason the guest reads. */
export const DeletionDeclineInput = z.object({ reply: optionalText(PRIVACY_LIMITS.note, PRIVACY_MESSAGES.noteTooLong) });
export type DeletionDeclineInput = z.output<typeof DeletionDeclineInput>;

export const AdminRemovalRequest = z
  .object({
    media_id: z.number().int(),
    original_name: z.string(),
    uploader_name: z.string().nullable(),
    /** Who asked (null: that guest was deleted since). */
    requested_by_name: z.string().nullable(),
    requested_at: timestamp(),
    note: z.string().nullable(),
    thumb_url: z.string(),
  })
  .meta({ title: 'AdminRemovalRequest' });
export type AdminRemovalRequest = z.output<typeof AdminRemovalRequest>;
export type AdminRemovalRequestJson = z.input<typeof AdminRemovalRequest>;

/** `POST …/removal-requests/{mediaId}/decide`: 'remove' deletes the photo, 'keep' shows it again. */
export const RemovalDecisionInput = z.object({ decision: z.enum(REMOVAL_DECISIONS, { error: PRIVACY_MESSAGES.removalDecisionInvalid }) });
export type RemovalDecisionInput = z.output<typeof RemovalDecisionInput>;

// ---------------------------------------------------------------- legal pages

export const LegalPageKindParam = z.enum(LEGAL_PAGE_KINDS, { error: PRIVACY_MESSAGES.legalKindUnknown });

/** `GET /api/legal-pages/{kind}` (public): the text the couple wrote, or the template until they do. */
export const LegalPage = z
  .object({
    kind: z.enum(LEGAL_PAGE_KINDS),
    title: z.string(),
    /** Plain text; blank lines separate paragraphs, lines starting with '## ' are headings. */
    text: z.string(),
    /** null: the template (the couple has not edited it). */
    updated_at: timestamp().nullable(),
  })
  .meta({ title: 'LegalPage' });
export type LegalPage = z.output<typeof LegalPage>;
export type LegalPageJson = z.input<typeof LegalPage>;

export const AdminLegalPage = LegalPage.extend({ template: z.string() }).meta({ title: 'AdminLegalPage' });
export type AdminLegalPage = z.output<typeof AdminLegalPage>;
export type AdminLegalPageJson = z.input<typeof AdminLegalPage>;

/** `PUT /api/admin/legal-pages/{kind}`: the text; null or '' goes back to the template. */
export const LegalPageInput = z.object({ text: optionalText(PRIVACY_LIMITS.legalText, PRIVACY_MESSAGES.legalTextTooLong) });
export type LegalPageInput = z.output<typeof LegalPageInput>;
