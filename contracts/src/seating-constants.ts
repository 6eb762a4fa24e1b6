/**
 * The seating plan's constants without zod, so the guest's and provider's bundles import them as
 * values (`@hochzeit/contracts/seating-constants`): texts, messages, shapes, person keys.
 */
import { EXPORT_MESSAGES } from './export-constants.js';

export const SEATING_TABLE_SHAPES = ['round', 'long'] as const;
export type SeatingTableShape = (typeof SEATING_TABLE_SHAPES)[number];
export const SEATING_TABLE_SHAPE_LABELS: Record<SeatingTableShape, string> = { round: 'Rund', long: 'Lang' };

export const SEATING_SEATS_MAX = 60;
export const SEATING_TABLES_MAX = 200;

/** A person's key: 'g12' the guest 12, 'c12' the companion of guest 12. */
export const SEATING_PERSON_KEY_PATTERN = /^[gc][1-9][0-9]{0,9}$/;
export const seatingPersonKey = (guestId: number, companion: boolean) => `${companion ? 'c' : 'g'}${guestId}`;
export const parseSeatingPersonKey = (key: string) => ({ guest_id: Number(key.slice(1)), companion: key.startsWith('c') });

export const SEATING_TEXTS = {
  title: 'Tischplan',
  unseated: 'Noch ohne Platz',
  suggest: 'Vorschlag machen',
  accept: 'Vorschlag übernehmen',
  chooseTable: 'Tisch wählen',
  yourTable: (table: string) => `Ihr Tisch: ${table}`,
  placeCards: 'Tischkarten mit Namen',
  tableCards: 'Tischnummern',
  chart: 'Sitzplan',
  kitchen: 'Küchenliste nach Tischen',
  table: 'Tisch',
  seat: 'Platz',
  noMenu: 'Ohne Menüwahl',
  allergyMark: 'Allergie',
  companionOf: (name: string) => `Begleitung von ${name}`,
} as const;

export const SEATING_MESSAGES = {
  tableNotFound: 'Tisch nicht gefunden',
  tableNameMissing: 'Bitte geben Sie einen Namen oder eine Nummer für den Tisch ein',
  tableNameTooLong: 'Der Name des Tisches ist zu lang (max. 100 Zeichen)',
  tableNameExists: 'Einen Tisch mit diesem Namen gibt es bereits',
  noteTooLong: 'Die Notiz ist zu lang (max. 200 Zeichen)',
  shapeInvalid: "Die Form muss 'round' (rund) oder 'long' (lang) sein",
  seatsInvalid: `Die Zahl der Plätze muss eine ganze Zahl von 1 bis ${SEATING_SEATS_MAX} sein`,
  tooManyTables: `Es sind höchstens ${SEATING_TABLES_MAX} Tische möglich`,
  seatsBelowOccupied: (name: string, people: number) => `Am Tisch ${name} sitzen bereits ${people} Personen. Bitte zuerst Personen umsetzen.`,
  tableHasPeople: (name: string, people: number) =>
    `Am Tisch ${name} sitzen ${people} Personen. Beim Löschen kommen sie zurück zu 'Noch ohne Platz'. Bitte bestätigen Sie das Löschen.`,
  confirmInvalid: 'confirm muss true oder false sein',
  versionMissing: 'Die Version des Tischplans fehlt',
  stale: 'Der Tischplan wurde inzwischen geändert. Der aktuelle Stand wurde geladen; bitte wiederholen Sie die Änderung.',
  overCapacity: (name: string, seats: number) => `Am Tisch ${name} sind nur ${seats} Plätze. Es wurde nichts gespeichert.`,
  personInvalid: 'Unbekannte Person im Tischplan',
  personNotAttending: 'Diese Person hat nicht zugesagt und kann keinen Platz erhalten',
  personTwice: 'Jede Person darf in einer Änderung nur einmal vorkommen',
  movesMissing: 'Bitte geben Sie mindestens eine Änderung an',
  tooManyMoves: 'Zu viele Änderungen auf einmal (max. 2000)',
  seatInvalid: 'Der Platz muss eine ganze Zahl ab 1 sein',
  seatTaken: (table: string, seat: number) => `Platz ${seat} am Tisch ${table} ist bereits vergeben`,
  seatBeyondTable: (table: string, seats: number) => `Der Tisch ${table} hat nur ${seats} Plätze`,
  visibleFromInvalid: 'Bitte geben Sie einen gültigen Zeitpunkt an',
  layoutInvalid: "layout muss 'folded' (gefaltet, A6) oder 'flat' (flach) sein",
  formatUnknown: EXPORT_MESSAGES.formatUnknown,
  loadFailed: 'Der Tischplan konnte nicht geladen werden.',
} as const;

/** The warnings the server computes; shown, never silent. */
export const SEATING_WARNING_KINDS = ['over_capacity', 'family_split', 'couple_split', 'declined_seated', 'child_without_parent'] as const;
export type SeatingWarningKind = (typeof SEATING_WARNING_KINDS)[number];

export const PLACE_CARD_LAYOUTS = ['folded', 'flat'] as const;
export type PlaceCardLayout = (typeof PLACE_CARD_LAYOUTS)[number];
export const PLACE_CARD_LAYOUT_LABELS: Record<PlaceCardLayout, string> = { folded: 'Gefaltet (A6)', flat: 'Flach, mehrere je A4' };

