/**
 * The RSVP's constants without zod, so the guest and admin pages import them as values
 * (`@hochzeit/contracts/rsvp-constants`): questions, statuses, labels and the German messages.
 */

import { GUEST_TEXTS } from './guest-texts.js';

export * from './rsvp-dates.js';

/** The optional questions; attendance ('Zusagen' / 'Absagen') is always asked. */
type RsvpQuestion = 'menu' | 'allergies' | 'song_wish' | 'message';
export const RSVP_QUESTION_LABELS: Record<RsvpQuestion, string> = {
  menu: 'Menüwahl',
  allergies: 'Allergien und Ernährung',
  song_wish: 'Musikwunsch',
  message: 'Nachricht an das Brautpaar',
};

/** A guest's state: answered yes, answered no, or not answered yet. */
export const RSVP_STATUSES = ['yes', 'no', 'open'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = { yes: 'Zugesagt', no: 'Abgesagt', open: 'Noch offen' };

/** Who stored an answer: the guest (for themself or a member of their group) or an admin. */
export const RSVP_ANSWERED_BY = ['guest', 'admin'] as const;

/** Limits of the answer's free texts. */
export const RSVP_LIMITS = { songWish: 300, message: 2000, companionName: 200, allergies: 30, allergyLength: 100, answers: 50 } as const;

/** The messages a guest reads take their 'Sie' form from the guest texts (both forms defined there). */
export const RSVP_MESSAGES = {
  deadlinePassed: GUEST_TEXTS.rsvpDeadlinePassed.sie,
  notInGroup: GUEST_TEXTS.rsvpNotInGroup.sie,
  menuNotChoosable: 'Dieses Menü steht nicht zur Auswahl.',
  companionNotAllowed: 'Für diesen Gast ist keine Begleitung vorgesehen.',
  questionNotAsked: (label: string) => `Diese Frage wird nicht gestellt: ${label}`,
  attendingRequired: GUEST_TEXTS.rsvpAttendingRequired.sie,
  answersRequired: GUEST_TEXTS.rsvpAnswersRequired.sie,
  tooManyAnswers: 'Zu viele Antworten auf einmal.',
  duplicateGuest: 'Jede Person darf nur einmal vorkommen.',
  guestIdInvalid: 'Ungültige Gast-ID',
  menuIdInvalid: 'Ungültige Menü-ID',
  songWishTooLong: 'Der Musikwunsch ist zu lang (höchstens 300 Zeichen).',
  messageTooLong: 'Die Nachricht ist zu lang (höchstens 2000 Zeichen).',
  companionNameTooLong: 'Der Name der Begleitung ist zu lang (höchstens 200 Zeichen).',
  deadlineInvalid: 'Bitte geben Sie ein gültiges Datum für die Antwortfrist an (JJJJ-MM-TT).',
  guestNotFound: 'Gast nicht gefunden',
  statusUnknown: 'Unbekannter Status (erlaubt: yes, no, open)',
  guestTypeUnknown: "Unbekannter Gasttyp (erlaubt: 'Apéro', 'Inner Circle')",
  groupInvalid: 'Ungültige Gruppe',
  loadFailed: GUEST_TEXTS.rsvpLoadFailed.sie,
  saveFailed: GUEST_TEXTS.rsvpSaveFailed.sie,
  saved: GUEST_TEXTS.rsvpSaved.sie,
  adminLoadFailed: 'Die Rückmeldungen konnten nicht geladen werden.',
  adminSaved: 'Antwort gespeichert.',
  adminReset: 'Antwort zurückgesetzt (wieder offen).',
  settingsSaved: 'Einstellungen der Rückmeldung gespeichert.',
} as const;

/**
 * How a menu is named wherever guests or lists show it: by its class ('Vegetarisch'), so nobody
 * chooses between two 'Menü 1'; the type ('Menü 3') only for a menu without a class.
 */
export const rsvpMenuLabel = (menu: { type: string; class: string }) => menu.class.trim() || menu.type;

/** An answer as a form edits it: attendance not chosen yet (null) until 'Zusagen' or 'Absagen' is pressed. */
export interface RsvpDraft {
  attending: boolean | null;
  menu_id: number | null;
  allergies: string[];
  song_wish: string;
  message: string;
  companion_name: string;
  companion_menu_id: number | null;
  companion_allergies: string[];
}

/**
 * One answer's fields as read (menu and allergies: the guest record's; after the rule that declining
 * clears song wish and companion).
 */
export interface RsvpAnswerFields {
  attending: boolean;
  menu_id: number | null;
  allergies: string[];
  song_wish: string | null;
  message: string | null;
  companion_name: string | null;
  companion_menu_id?: number | null;
  companion_allergies?: string[];
}

/**
 * The form's starting point: the stored answer, or nothing chosen; before an answer, menu and
 * allergies start from the guest record when given (what the admins already know).
 */
export function rsvpDraft(answer: RsvpAnswerFields | null, record?: { menu_id: number | null; allergies: string[] }): RsvpDraft {
  return {
    attending: answer?.attending ?? null,
    menu_id: answer ? answer.menu_id : (record?.menu_id ?? null),
    allergies: answer ? answer.allergies : (record?.allergies ?? []),
    song_wish: answer?.song_wish ?? '',
    message: answer?.message ?? '',
    companion_name: answer?.companion_name ?? '',
    companion_menu_id: answer?.companion_menu_id ?? null,
    companion_allergies: answer?.companion_allergies ?? [],
  };
}

/**
 * What is sent for a draft whose attendance is chosen: the questions not asked (and, for someone
 * who declines, what only concerns those who come) are left out; empty texts are sent as null.
 */
export function rsvpAnswerBody(draft: RsvpDraft & { attending: boolean }, asked: { ask_menu: boolean; ask_allergies: boolean; ask_song_wish: boolean; ask_message: boolean }, companionAllowed: boolean) {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const coming = draft.attending;
  return {
    attending: draft.attending,
    ...(coming && asked.ask_menu ? { menu_id: draft.menu_id } : {}),
    ...(coming && asked.ask_allergies ? { allergies: draft.allergies } : {}),
    ...(coming && asked.ask_song_wish ? { song_wish: text(draft.song_wish) } : {}),
    ...(asked.ask_message ? { message: text(draft.message) } : {}),
    ...(coming && companionAllowed ? { companion_name: text(draft.companion_name) } : {}),
    ...(coming && companionAllowed && asked.ask_menu ? { companion_menu_id: draft.companion_name.trim() ? draft.companion_menu_id : null } : {}),
    ...(coming && companionAllowed && asked.ask_allergies ? { companion_allergies: draft.companion_name.trim() ? draft.companion_allergies : [] } : {}),
  };
}
