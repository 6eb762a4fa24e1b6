// Moves to contracts/src/exports.ts (zod-free constants) once the exports backend is merged.

export const EXPORT_FORMATS = ['pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { pdf: 'PDF', csv: 'CSV' };

/** The generic export kinds; each maps to one of the three file endpoints. */
export const EXPORT_KINDS = [
  'guest-list-all',
  'guest-list-inner',
  'guest-list-appero',
  'room-list',
  'timeline-appero',
  'timeline-inner',
  'timeline-service-provider',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

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
};

export const EXPORT_CATEGORIES: ReadonlyArray<{ id: string; title: string; kinds: readonly ExportKind[] }> = [
  { id: 'guests', title: 'Gästelisten', kinds: ['guest-list-all', 'guest-list-inner', 'guest-list-appero'] },
  { id: 'rooms', title: 'Unterkunft', kinds: ['room-list'] },
  { id: 'timelines', title: 'Tagesabläufe', kinds: ['timeline-appero', 'timeline-inner', 'timeline-service-provider'] },
];

export const EXPORT_MESSAGES = {
  failed: 'Fehler beim Erstellen des Exports. Bitte versuchen Sie es erneut.',
  success: (name: string) => `Export "${name}" erfolgreich heruntergeladen!`,
  providerMissing: 'Bitte wählen Sie einen Dienstleister aus.',
  busy: 'Export wird erstellt …',
  statsFailed: 'Die Übersicht konnte nicht geladen werden.',
  providersFailed: 'Die Dienstleister konnten nicht geladen werden.',
} as const;

/** How long a success or failure stays visible. */
export const EXPORT_STATUS_MS = 5000;

/** File name when the server sends no Content-Disposition. */
export const EXPORT_DEFAULT_FILE_NAME = 'export';

/** Dropdown text of a service provider: company name and number of events. */
export const providerOptionLabel = (provider: { company_name: string; event_count: number }) =>
  `${provider.company_name} (${provider.event_count} Termine)`;

/** The six figures of the overview, in order, with their labels. */
export const EXPORT_STATS_LABELS = {
  totalGuests: 'Gäste gesamt',
  innerCircleGuests: 'Inner Circle',
  apperoGuests: 'Apéro',
  occupiedRooms: 'Belegte Zimmer',
  totalRooms: 'Zimmer gesamt',
  timelineEvents: 'Timeline-Ereignisse',
} as const;
