/**
 * The privacy contract's constants without zod (issue 42), so the guest pages and the shell import
 * them as values (`@hochzeit/contracts/privacy-constants`) without bringing zod into a guest's
 * bundle; privacy.ts re-exports them.
 */

export const LEGAL_PAGE_KINDS = ['datenschutz', 'impressum'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];
export const LEGAL_PAGE_TITLES: Record<LegalPageKind, string> = { datenschutz: 'Datenschutz', impressum: 'Impressum' };

/** Default retention: this many months after the wedding day. */
export const RETENTION_DEFAULT_MONTHS = 6;
/** Reminders to the couple this many days before the retention date. */
export const RETENTION_REMINDER_DAYS = [30, 7] as const;

export const PRIVACY_LIMITS = {
  legalText: 50_000,
  note: 1000,
  photoIds: 500,
} as const;

export const PRIVACY_MESSAGES = {
  allergyConsentRequired:
    'Bitte stimmen Sie zu, dass Allergien und Ernährungswünsche für das Catering gespeichert werden – oder lassen Sie das Feld leer.',
  allergyConsentLabel:
    'Ich bin einverstanden, dass diese Angaben zu Allergien und Ernährung gespeichert und nur dem Brautpaar und dem Catering gezeigt werden.',
  allergyConsentWithdrawn: 'Einwilligung widerrufen: Ihre Angaben zu Allergien und Ernährung wurden gelöscht.',
  photoConsentRequired: 'Bitte bestätigen Sie vor Ihrem ersten Foto, dass die abgebildeten Personen einverstanden sind.',
  photoConsentLabel:
    'Ich bestätige, dass die Personen auf meinen Fotos einverstanden sind, den Gästen dieser Hochzeit gezeigt zu werden.',
  photoIdsInvalid: 'Bitte wählen Sie die Fotos, die gelöscht werden sollen.',
  photoNotYours: 'Dieses Foto haben Sie nicht hochgeladen.',
  photoNotFound: 'Foto nicht gefunden',
  noteTooLong: `Die Nachricht ist zu lang (max. ${PRIVACY_LIMITS.note} Zeichen)`,
  wallHiddenInvalid: 'Bitte angeben, ob Ihre Fotos auf der Diashow erscheinen',
  deletionRequestExists: 'Sie haben die Löschung bereits beantragt.',
  deletionRequestNotFound: 'Löschantrag nicht gefunden',
  deletionRequestDecided: 'Über diesen Löschantrag wurde bereits entschieden.',
  deletionRequested: 'Ihr Antrag auf Löschung ist beim Brautpaar eingegangen. Sie erhalten Bescheid, sobald er bearbeitet ist.',
  removalRequested: 'Danke. Das Foto ist ausgeblendet, bis das Brautpaar entschieden hat.',
  removalRequestNotFound: 'Für dieses Foto gibt es keinen Antrag auf Entfernung.',
  removalDecisionInvalid: "Bitte 'remove' (Foto löschen) oder 'keep' (wieder zeigen) wählen.",
  retentionDateInvalid: 'Bitte ein Datum im Format JJJJ-MM-TT angeben',
  retentionDateBeforeWedding: 'Das Löschdatum muss nach der Hochzeit liegen.',
  legalKindUnknown: "Seite muss 'datenschutz' oder 'impressum' sein",
  legalTextTooLong: `Der Text ist zu lang (max. ${PRIVACY_LIMITS.legalText.toLocaleString('de-DE')} Zeichen)`,
  legalTextInvalid: 'Bitte einen Text angeben',
  signedOutEverywhere: 'Alle anderen Geräte wurden abgemeldet. Dieses Gerät bleibt angemeldet.',
} as const;

/** What the retention job deletes, as the privacy page and the settings name it. */
export const RETENTION_FIELDS_LABEL =
  'Telefonnummern, E-Mail- und Postadressen, Allergien und Ernährungswünsche, Notizen, Nachrichtenprotokolle und Anmeldungen';

/** German labels of the session's browser and system, as recognised from the User-Agent. */
export const SESSION_BROWSER_UNKNOWN = 'Unbekannter Browser';

export const MESSAGE_MEDIA_PRIVACY = ['sms', 'email'] as const;

export const DELETION_REQUEST_STATES = ['open', 'declined'] as const;
export type DeletionRequestState = (typeof DELETION_REQUEST_STATES)[number];
export const DELETION_REQUEST_STATE_LABELS: Record<DeletionRequestState, string> = { open: 'Beantragt', declined: 'Abgelehnt' };

/** The export's file names inside the ZIP. */
export const PRIVACY_EXPORT_ENTRIES = { json: 'daten.json', html: 'daten.html', photos: 'fotos/' } as const;

export const REMOVAL_DECISIONS = ['remove', 'keep'] as const;
