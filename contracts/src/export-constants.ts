/**
 * The exports' constants without zod, so the admin UI imports them as values
 * (`@hochzeit/contracts/export-constants`): formats, types, the settings' export kinds and how each
 * maps onto the export endpoints, and the German messages.
 */

/** The specification's pdf and csv, and Excel workbooks (.xlsx: text as text, dates as dates) beside them. */
export const EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Guest lists: everyone, or one guest type. */
export const GUEST_LIST_EXPORT_TYPES = ['all', 'inner_circle', 'appero'] as const;
export type GuestListExportType = (typeof GUEST_LIST_EXPORT_TYPES)[number];
/** The guest type a list's type stands for (`all`: every type). */
export const EXPORT_GUEST_TYPE = { inner_circle: 'Inner Circle', appero: 'Apéro' } as const satisfies Record<Exclude<GuestListExportType, 'all'>, string>;

/** Day plans: of Apéro guests, of Inner Circle guests, or of one service provider. */
export const TIMELINE_EXPORT_TYPES = ['appero', 'inner_circle', 'service_provider'] as const;

/** Invitation cards: for guests or for service providers, one card per person or per family. */
export const INVITATION_AUDIENCES = ['guests', 'service_providers'] as const;
export type InvitationAudience = (typeof INVITATION_AUDIENCES)[number];
export const INVITATION_GROUPINGS = ['guest', 'family'] as const;
export type InvitationGrouping = (typeof INVITATION_GROUPINGS)[number];
export const INVITATION_GROUPING_LABELS: Record<InvitationGrouping, string> = { guest: 'Eine Karte je Gast', family: 'Eine Karte je Familie' };

/** The settings screen's generic export: one kind per button. */
export const EXPORT_KINDS = [
  'guest-list-all',
  'guest-list-inner',
  'guest-list-appero',
  'room-list',
  'timeline-appero',
  'timeline-inner',
  'timeline-service-provider',
  'rsvp',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { pdf: 'PDF', csv: 'CSV', xlsx: 'Excel (.xlsx)' };

/** The one kind that needs a chosen service provider. */
export const PROVIDER_EXPORT_KIND = 'timeline-service-provider' satisfies ExportKind;

/** Full names, unambiguous on their own (button labels for screen readers). */
export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  'guest-list-all': 'Gästeliste komplett',
  'guest-list-inner': 'Gästeliste Inner Circle',
  'guest-list-appero': 'Gästeliste Apéro',
  'room-list': 'Zimmerliste',
  'timeline-appero': 'Tagesablauf Apéro',
  'timeline-inner': 'Tagesablauf Inner Circle',
  'timeline-service-provider': 'Tagesablauf Dienstleister',
  rsvp: 'Zu- und Absagen (Rückmeldungen)',
};

/** Short names inside their category. */
export const EXPORT_KIND_SHORT_LABELS: Record<ExportKind, string> = {
  'guest-list-all': 'Komplett',
  'guest-list-inner': 'Inner Circle',
  'guest-list-appero': 'Apéro',
  'room-list': 'Zimmerliste',
  'timeline-appero': 'Apéro',
  'timeline-inner': 'Inner Circle',
  'timeline-service-provider': 'Dienstleister',
  rsvp: 'Zu- und Absagen',
};

/** The settings' categories of the generic export. */
export const EXPORT_CATEGORIES: ReadonlyArray<{ id: string; title: string; kinds: readonly ExportKind[] }> = [
  { id: 'guests', title: 'Gästelisten', kinds: ['guest-list-all', 'guest-list-inner', 'guest-list-appero'] },
  { id: 'rooms', title: 'Unterkunft', kinds: ['room-list'] },
  { id: 'timelines', title: 'Tagesabläufe', kinds: ['timeline-appero', 'timeline-inner', 'timeline-service-provider'] },
  { id: 'rsvp', title: 'Rückmeldungen', kinds: ['rsvp'] },
];

/** The figures of the overview, in order, with their labels (the RSVP's from the same answers as the RSVP overview). */
export const EXPORT_STATS_LABELS = {
  totalGuests: 'Gäste gesamt',
  innerCircleGuests: 'Inner Circle',
  apperoGuests: 'Apéro',
  attendingGuests: 'Zugesagt',
  companions: 'Begleitungen',
  declinedGuests: 'Abgesagt',
  openGuests: 'Noch offen',
  occupiedRooms: 'Belegte Zimmer',
  totalRooms: 'Zimmer gesamt',
  timelineEvents: 'Timeline-Ereignisse',
} as const;

/** Dropdown text of a service provider: company name and number of its events ('Termine'). */
export const providerOptionLabel = (provider: { company_name: string; event_count: number }) =>
  `${provider.company_name} (${provider.event_count} ${provider.event_count === 1 ? 'Termin' : 'Termine'})`;

/** The file name when a reply names none. */
export const EXPORT_DEFAULT_FILE_NAME = 'export';
/** The busy/success/failure status disappears after this long. */
export const EXPORT_STATUS_CLEAR_MS = 5000;

export const EXPORT_MESSAGES = {
  failed: 'Fehler beim Erstellen des Exports. Bitte versuchen Sie es erneut.',
  success: (name: string) => `Export "${name}" erfolgreich heruntergeladen!`,
  providerRequired: 'Bitte wählen Sie einen Dienstleister aus.',
  formatUnknown: 'Unbekanntes Format (erlaubt: pdf, csv, xlsx)',
  guestListTypeUnknown: 'Unbekannter Typ (erlaubt: all, inner_circle, appero)',
  timelineTypeUnknown: 'Unbekannter Typ (erlaubt: appero, inner_circle, service_provider)',
  providerInvalid: 'Ungültiger Dienstleister',
  providerNotFound: 'Dienstleister nicht gefunden',
  chromiumMissing: 'PDF-Export nicht möglich: Chromium ist auf dem Server nicht installiert (CHROMIUM_PATH).',
  pdfFailed: 'PDF-Export fehlgeschlagen. Bitte versuchen Sie es erneut.',
  busy: 'Export wird erstellt …',
  invitationAudienceUnknown: 'Unbekannte Empfänger (erlaubt: guests, service_providers)',
  invitationGroupingUnknown: 'Unbekannte Aufteilung (erlaubt: guest, family)',
  invitationIdsInvalid: 'Ungültige Auswahl (IDs durch Komma getrennt)',
  invitationNobody: 'Für diese Auswahl gibt es niemanden, für den eine Karte gedruckt werden kann.',
  statsFailed: 'Die Übersicht konnte nicht geladen werden.',
  providersFailed: 'Die Dienstleister konnten nicht geladen werden.',
} as const;

interface ExportRequest {
  path: '/api/exports/guest-list' | '/api/exports/room-list' | '/api/exports/timeline' | '/api/exports/rsvp';
  query: { format: ExportFormat; type?: string; service_provider_id?: number; status?: string; guest_type?: string; group_id?: number };
}

/**
 * Where one export kind is fetched: the same endpoints as the exports page. A provider timeline
 * without a provider is passed on as is; the server answers it with `providerRequired`.
 */
export function exportRequest(kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null): ExportRequest {
  switch (kind) {
    case 'guest-list-all':
      return { path: '/api/exports/guest-list', query: { format, type: 'all' } };
    case 'guest-list-inner':
      return { path: '/api/exports/guest-list', query: { format, type: 'inner_circle' } };
    case 'guest-list-appero':
      return { path: '/api/exports/guest-list', query: { format, type: 'appero' } };
    case 'room-list':
      return { path: '/api/exports/room-list', query: { format } };
    case 'timeline-appero':
      return { path: '/api/exports/timeline', query: { format, type: 'appero' } };
    case 'timeline-inner':
      return { path: '/api/exports/timeline', query: { format, type: 'inner_circle' } };
    case 'rsvp':
      return { path: '/api/exports/rsvp', query: { format } };
    case 'timeline-service-provider':
      return {
        path: '/api/exports/timeline',
        query: { format, type: 'service_provider', ...(serviceProviderId ? { service_provider_id: serviceProviderId } : {}) },
      };
  }
}
