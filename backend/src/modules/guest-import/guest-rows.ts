import {
  GuestInput,
  type GuestImportRowError,
  IMPORT_FIELD_LABELS,
  IMPORT_MESSAGES,
  type ImportField,
  issueText,
  normalizeHeader,
  smsRecipientNumber,
} from '@hochzeit/contracts';
import type { ColumnMapping } from './mapping.js';

/** A row that passed: the guest as the create form would send it, and the name of its family. */
export interface ValidRow {
  row: number;
  guest: GuestInput;
  family: string | null;
}

export type RowResult = { ok: true; value: ValidRow } | { ok: false; errors: GuestImportRowError[] };

const GUEST_TYPE_WORDS: Record<string, GuestInput['guest_type']> = {
  apero: 'Apéro',
  aperogast: 'Apéro',
  aperogaeste: 'Apéro',
  innercircle: 'Inner Circle',
  ic: 'Inner Circle',
};
const SIDE_WORDS: Record<string, GuestInput['side']> = {
  ehemann: 'Ehemann',
  braeutigam: 'Ehemann',
  ehefrau: 'Ehefrau',
  braut: 'Ehefrau',
  beide: 'Beide',
};

const MAX_FAMILY_LENGTH = 200;

/** `="+41 79 123 45 67"`: a text formula, as our CSV exports write phone numbers (exports/csv.ts). */
const TEXT_FORMULA = /^="([^"]*)"$/;
/** `'=…`, `'+…`: the apostrophe our CSV exports put before a cell that would be a formula. */
const GUARDED_FORMULA = /^'(?=[=+\-@])/;

/**
 * A cell as the text it shows in a spreadsheet: the product's own CSV export writes a phone as
 * `="0791234567"` and guards a leading = + - @ with an apostrophe, neither of which a spreadsheet
 * shows; read back, they are the number and the text as they were, so an export imports unchanged.
 */
export function spreadsheetText(text: string): string {
  const formula = TEXT_FORMULA.exec(text);
  if (formula) return formula[1].trim();
  return text.replace(GUARDED_FORMULA, '');
}

/**
 * Checks one data row against the same schema the guest form uses (GuestInput), after reading
 * the spreadsheet's words: 'apero' or 'Inner circle' for the guest type, 'Braut' for the side,
 * allergies as comma-separated text. An empty guest type means Apéro, as in the form.
 * Messages name the field in German ('Vorname ist zu lang', 'E-Mail-Adresse ist ungültig').
 */
export function checkRow(cells: readonly string[], mapping: ColumnMapping, row: number): RowResult {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === null ? undefined : spreadsheetText((cells[index] ?? '').trim());
  };
  const errors: GuestImportRowError[] = [];
  const fail = (field: ImportField | null, message: string) => errors.push({ row, field, message });

  const first = cell('first_name') ?? '';
  const last = cell('last_name') ?? '';
  if (first === '' && last === '') fail(null, IMPORT_MESSAGES.nameMissing);

  let guestType: GuestInput['guest_type'] = 'Apéro';
  const typeText = cell('guest_type');
  if (typeText) {
    guestType = GUEST_TYPE_WORDS[normalizeHeader(typeText)];
    if (!guestType) fail('guest_type', IMPORT_MESSAGES.guestTypeInvalid(typeText));
  }
  let side: GuestInput['side'] = null;
  const sideText = cell('side');
  if (sideText) {
    side = SIDE_WORDS[normalizeHeader(sideText)];
    if (!side) fail('side', IMPORT_MESSAGES.sideInvalid(sideText));
  }
  const family = cell('family') || null;
  if (family && family.length > MAX_FAMILY_LENGTH) fail('family', IMPORT_MESSAGES.familyTooLong);

  const allergies = cell('allergies');
  const parsed = GuestInput.safeParse({
    first_name: first,
    last_name: last,
    email: cell('email'),
    phone: cell('phone'),
    mobile: cell('mobile'),
    address: cell('address'),
    allergies: allergies === undefined ? undefined : allergies.split(','),
    special_requests: cell('special_requests'),
    admin_notes: cell('admin_notes'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.message === IMPORT_MESSAGES.nameMissing) continue; // reported for the row above
      const field = issue.path[0] as ImportField;
      const label = (IMPORT_FIELD_LABELS as Partial<Record<string, string>>)[field] ?? field;
      const message = issueText({ message: issue.message, path: [label] });
      if (!errors.some((error) => error.field === field && error.message === message)) fail(field, message);
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: { row, guest: { ...parsed.data, guest_type: guestType, side }, family } };
}

/** 'Anna  MEIER' and 'anna meier' are the same name. */
export const nameKey = (first: string, last: string) => `${first} ${last}`.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * '+41 79 123 45 67', '0041791234567' and '+41-79-1234567' are the same number: compared as the SMS
 * tool sends to them (E.164); what is no valid number is compared by its digits.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return smsRecipientNumber(phone) ?? (phone.replace(/\D/g, '') || null);
}

export const emailKey = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : null);

/** A family's name as groups are matched: case and spacing do not count. */
export const groupKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
