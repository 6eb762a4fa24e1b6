import { z } from 'zod';
import { timestamp } from './fields.js';
import { GuestType } from './guests.js';
import type { GuestType as GuestTypeValue } from './guests.js';
import type { RsvpStatus } from './rsvp-constants.js';

/**
 * The admin dashboard (`GET /api/admin/dashboard`): the wedding at a glance. Every figure is the
 * count of the page it links to (the RSVP overview's summary, the kitchen list, the rooms), so the
 * two never disagree; the open points ('Was noch zu tun ist') are derived from the same data.
 */

/** The open points the dashboard derives from the data, in the order shown. */
export const ADMIN_TODO_KINDS = [
  'sign_in_link_missing',
  'answers_missing',
  'rooms_short',
  'providers_without_schedule',
  'payments_due',
  'deletion_requests',
  'removal_requests',
  'data_deletion_soon',
] as const;
export type AdminTodoKind = (typeof ADMIN_TODO_KINDS)[number];

/** An unpaid provider invoice is an open point from this many days before its `payment_due`. */
export const PAYMENT_DUE_WITHIN_DAYS = 14;
/** The deletion of personal data after the wedding is an open point from this many days before (the couple's first reminder). */
export const DATA_DELETION_WITHIN_DAYS = 30;

const count = z.number().int();
const answerCounts = { yes: count, no: count, open: count };

export const AdminDashboard = z
  .object({
    wedding: z.object({
      starts_at: timestamp(),
      /** Calendar days on the venue's calendar until the wedding day (0: today, negative: past). */
      days_until: count,
      time_zone: z.string(),
    }),
    /** Every guest on the list. */
    guests: count,
    /** The RSVP overview's summary: zugesagt / abgesagt / offen, companions of those who come, per guest type. */
    answers: z.object({
      ...answerCounts,
      companions: count,
      by_guest_type: z.array(z.object({ guest_type: GuestType, ...answerCounts })),
      /** 'YYYY-MM-DD' or null. */
      deadline: z.string().nullable(),
      /** The deadline's day has ended on the venue's calendar. */
      deadline_passed: z.boolean(),
    }),
    /** The kitchen list's figures: people per menu ('Ohne Menüwahl': menu_id null), distinct allergies and diets, people with one. */
    meals: z.object({
      menus: z.array(z.object({ menu_id: z.number().int().nullable(), label: z.string(), count })),
      people: count,
      allergies: count,
      with_allergies: count,
    }),
    /** Rooms with at least one guest who takes a bed, rooms without, free beds, Inner Circle guests (not declined) without a room. */
    rooms: z.object({ occupied: count, free: count, beds_free: count, inner_circle_without_room: count }),
    /** Photos uploaded today (venue's calendar), hidden ones, all. */
    photos: z.object({ new_today: count, hidden: count, total: count, /** Sent through the venue link, waiting for 'Freigeben'. */ pending: count }),
    /** Messages in the outbox (never left: no Twilio / SMTP), failed or undelivered, unclear (outcome unknown). */
    messages: z.object({ outbox: count, failed: count, unclear: count }),
    /** Guests who were never sent an invitation e-mail. */
    invitations: z.object({ not_sent: count }),
    /** The open points with a count above zero, in ADMIN_TODO_KINDS order. */
    todos: z.array(z.object({ kind: z.enum(ADMIN_TODO_KINDS), count })),
  })
  .meta({ title: 'AdminDashboard' });
export type AdminDashboard = z.output<typeof AdminDashboard>;
export type AdminDashboardJson = z.input<typeof AdminDashboard>;

// ---------------------------------------------------------------- links and texts

/** What the media list can be narrowed to from a link: hidden photos, uploads of today on the venue's calendar, or photos waiting for approval. */
export const MEDIA_LIST_VIEWS = ['hidden', 'new_today', 'pending'] as const;
export type MediaListView = (typeof MEDIA_LIST_VIEWS)[number];
export const MEDIA_LIST_VIEW_LABELS: Record<MediaListView, string> = { hidden: 'Ausgeblendet', new_today: 'Heute hochgeladen', pending: 'Wartet auf Freigabe' };

/** What the messages' history can be narrowed to: batches with messages in the outbox, failed (or undelivered) or unclear. */
export const MESSAGE_HISTORY_STATES = ['outbox', 'failed', 'unclear'] as const;
export type MessageHistoryState = (typeof MESSAGE_HISTORY_STATES)[number];
export const MESSAGE_HISTORY_STATE_LABELS: Record<MessageHistoryState, string> = {
  outbox: 'Im Postausgang',
  failed: 'Fehlgeschlagen',
  unclear: 'Unklar',
};

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = Object.entries(query)
    .flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]))
    .join('&');
  return search ? `${path}?${search}` : path;
};

/** Where each figure leads: the page (and filter) where the couple acts on it. */
export const ADMIN_DASHBOARD_LINKS = {
  guests: '/admin/guests',
  /** The RSVP overview filtered by answer and guest type (its filter reads `status` and `guest_type`). */
  rsvp: (filter: { status?: RsvpStatus; guest_type?: GuestTypeValue } = {}) => withQuery('/admin/rsvp', filter),
  kitchen: '/admin/kitchen-list',
  rooms: '/admin/rooms',
  /** The media list showing only hidden photos, today's uploads or those waiting for approval (its filter reads `view`). */
  media: (filter: { view?: MediaListView } = {}) => withQuery('/admin/media', filter),
  /** The messages' history showing only batches with messages in the outbox, failed or unclear (`state`). */
  messages: (filter: { state?: MessageHistoryState } = {}) => withQuery('/admin/sms', filter),
  providers: '/admin/service-providers',
  timeline: '/admin/timeline',
  settings: '/admin/settings',
  privacy: '/admin/privacy',
} as const;

/** The page each open point links to. */
export const ADMIN_TODO_LINKS: Record<AdminTodoKind, string> = {
  sign_in_link_missing: ADMIN_DASHBOARD_LINKS.messages(),
  answers_missing: ADMIN_DASHBOARD_LINKS.rsvp({ status: 'open' }),
  rooms_short: ADMIN_DASHBOARD_LINKS.rooms,
  providers_without_schedule: ADMIN_DASHBOARD_LINKS.timeline,
  payments_due: ADMIN_DASHBOARD_LINKS.providers,
  deletion_requests: ADMIN_DASHBOARD_LINKS.privacy,
  removal_requests: ADMIN_DASHBOARD_LINKS.privacy,
  data_deletion_soon: ADMIN_DASHBOARD_LINKS.privacy,
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The open points in words. */
export const ADMIN_TODO_TEXTS: Record<AdminTodoKind, (n: number) => string> = {
  sign_in_link_missing: (n) => `${n} ${plural(n, 'Gast hat', 'Gäste haben')} noch keinen Anmeldelink erhalten (Einladung versenden)`,
  answers_missing: (n) => `${n} ${plural(n, 'Antwort fehlt', 'Antworten fehlen')} nach Ablauf der Rückmeldefrist`,
  rooms_short: (n) => `Es ${plural(n, 'fehlt 1 Bett', `fehlen ${n} Betten`)} für Inner-Circle-Gäste ohne Zimmer`,
  providers_without_schedule: (n) => `${n} ${plural(n, 'Dienstleister hat', 'Dienstleister haben')} noch keinen Zeitplan`,
  payments_due: (n) => `${n} ${plural(n, 'Rechnung', 'Rechnungen')} von Dienstleistern in den nächsten ${PAYMENT_DUE_WITHIN_DAYS} Tagen fällig`,
  deletion_requests: (n) => `${n} ${plural(n, 'Gast bittet', 'Gäste bitten')} um die Löschung ${plural(n, 'seiner', 'ihrer')} Daten`,
  removal_requests: (n) => `${n} ${plural(n, 'Foto soll', 'Fotos sollen')} auf Wunsch von Gästen entfernt werden`,
  data_deletion_soon: (n) => `In ${n} ${plural(n, 'Tag', 'Tagen')} werden die persönlichen Daten der Gäste gelöscht: vorher eine Sicherung herunterladen`,
};

export const ADMIN_DASHBOARD_TEXTS = {
  title: 'Willkommen im Admin-Dashboard',
  intro: 'Die Hochzeit auf einen Blick: jede Zahl führt zur Seite, auf der Sie etwas tun können.',
  loadFailed: 'Die Übersicht konnte nicht geladen werden.',
  daysUntil: (days: number) =>
    days > 1 ? `Noch ${days} Tage bis zur Hochzeit` : days === 1 ? 'Morgen ist die Hochzeit' : days === 0 ? 'Heute ist die Hochzeit' : `Die Hochzeit war vor ${-days} ${plural(-days, 'Tag', 'Tagen')}`,
  noGuests: 'Noch keine Gäste erfasst. Legen Sie die ersten Gäste in der Gästeliste an oder importieren Sie eine Liste.',
  noGuestsLink: 'Zur Gästeliste',
  answersTitle: 'Rückmeldungen',
  yes: 'Zugesagt',
  no: 'Abgesagt',
  open: 'Offen',
  companions: (n: number) => `davon mit ${n} ${plural(n, 'Begleitung', 'Begleitungen')}`,
  deadline: (date: string) => `Rückmeldefrist: ${date}`,
  mealsTitle: 'Essen',
  noMeals: 'Noch niemand hat zugesagt.',
  allergies: 'Allergien und Diäten',
  withAllergies: 'Personen mit Allergien',
  roomsTitle: 'Zimmer',
  roomsOccupied: 'Belegt',
  roomsFree: 'Frei',
  bedsFree: 'Freie Betten',
  innerCircleWithoutRoom: 'Inner Circle ohne Zimmer',
  photosTitle: 'Fotos',
  photosNewToday: 'Neu heute',
  photosHidden: 'Ausgeblendet',
  photosTotal: 'Alle',
  photosPending: 'Warten auf Freigabe',
  messagesTitle: 'Nachrichten',
  messagesOutbox: 'Im Postausgang',
  messagesFailed: 'Fehlgeschlagen',
  messagesUnclear: 'Unklar',
  invitationsNotSent: 'Einladungen nicht versendet',
  todoTitle: 'Was noch zu tun ist',
  todoNone: 'Alles erledigt: gerade ist nichts offen.',
  navigationTitle: 'Alle Bereiche',
} as const;
