import { z } from 'zod';
import { GUEST_NAME_MISSING } from './guests.js';

/**
 * Importing a guest list from a spreadsheet: `POST /api/admin/guests/import` takes the file
 * (multipart `file`: CSV or .xlsx), a column `mapping` and `dry_run`. The dry run answers what the
 * import would do (detected format, suggested mapping, preview, errors per row, duplicates, groups)
 * and stores nothing; without it the import stores every guest and group in one transaction, or
 * nothing at all.
 */

/** The guest fields a column can feed, in the order the mapping step shows them; `family` names the guest's group. */
export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'family',
  'guest_type',
  'side',
  'mobile',
  'phone',
  'email',
  'address',
  'allergies',
  'special_requests',
  'admin_notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'Vorname',
  last_name: 'Nachname',
  family: 'Familie/Gruppe',
  guest_type: 'Gasttyp',
  side: 'Seite',
  mobile: 'Mobilnummer',
  phone: 'Telefon',
  email: 'E-Mail',
  address: 'Adresse',
  allergies: 'Allergien',
  special_requests: 'Besondere Wünsche',
  admin_notes: 'Notizen',
};

/**
 * Column titles that suggest a field, German and English, compared after `normalizeHeader`
 * ('E-Mail-Adresse' -> 'emailadresse', 'Straße' -> 'strasse'). 'Familienname' is a surname.
 */
export const IMPORT_HEADER_SYNONYMS: Record<ImportField, readonly string[]> = {
  first_name: ['vorname', 'vornamen', 'rufname', 'firstname', 'first', 'givenname', 'forename'],
  last_name: ['nachname', 'familienname', 'zuname', 'lastname', 'last', 'surname', 'familyname', 'name'],
  family: ['familie', 'family', 'gruppe', 'group', 'familiegruppe', 'familiepaar', 'haushalt', 'household', 'paar', 'couple', 'gaestegruppe', 'guestgroup'],
  guest_type: ['gasttyp', 'typ', 'type', 'guesttype', 'gastart', 'art', 'kategorie', 'category', 'einladung'],
  side: ['seite', 'side', 'gastvon', 'gastseite'],
  mobile: ['handy', 'handynummer', 'mobil', 'mobile', 'mobilnummer', 'mobiltelefon', 'natel', 'natelnummer', 'cell', 'cellphone', 'mobilephone', 'smsnummer'],
  phone: ['telefon', 'telefonnummer', 'tel', 'festnetz', 'phone', 'phonenumber', 'telephone'],
  email: ['email', 'emailadresse', 'mail', 'mailadresse', 'emailaddress'],
  address: ['adresse', 'anschrift', 'address', 'postadresse', 'wohnadresse'],
  allergies: ['allergien', 'allergie', 'allergies', 'allergy', 'unvertraeglichkeiten', 'unvertraeglichkeit', 'intolerances'],
  special_requests: ['besonderewuensche', 'wuensche', 'wunsch', 'sonderwuensche', 'specialrequests', 'requests', 'anmerkungengast'],
  admin_notes: ['notizen', 'notiz', 'notes', 'note', 'adminnotizen', 'bemerkung', 'bemerkungen', 'anmerkung', 'anmerkungen', 'kommentar'],
};

/** A column title as compared with the synonyms: lower case, umlauts spelled out, only letters and digits. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The largest file accepted for an import: 5 MB (a list of 10,000 guests is about 1 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most guest rows one import takes. */
export const IMPORT_MAX_ROWS = 20_000;
/** Data rows shown in the preview. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Errors and duplicates listed in a reply at most (the counts are always complete). */
export const IMPORT_MAX_LISTED = 500;
export const IMPORT_EXTENSIONS = ['csv', 'txt', 'xlsx'] as const;
/**
 * What reading one file may take, so that a small hostile file (a few KB of .xlsx unpacking to
 * hundreds of MB, or a cell at XFD1048576 that makes a sheet of 17 billion cells) is refused
 * instead of holding the server: the XML unpacked from an .xlsx (10,000 guests × 9 columns are
 * about 5 MB), the cells of the sheet (rows × columns, empty ones included) and the time.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_CELLS = 1_000_000;
export const IMPORT_READ_SECONDS = 20;

export const IMPORT_MESSAGES = {
  fileMissing: 'Bitte wählen Sie eine Datei aus',
  tooLarge: `Datei zu groß (max. ${IMPORT_MAX_BYTES / (1024 * 1024)} MB)`,
  fileType: 'Nur CSV- oder Excel-Dateien (.csv, .xlsx) können importiert werden. Ältere Excel-Dateien (.xls) bitte als .xlsx oder CSV speichern.',
  contentMismatch: (extension: string) => `Der Inhalt der Datei passt nicht zur Endung ${extension}`,
  csvBroken: (line: number) => `Die CSV-Datei ist fehlerhaft (ab Zeile ${line}), z. B. ein nicht geschlossenes Anführungszeichen`,
  xlsxBroken: 'Die Excel-Datei ist beschädigt und kann nicht gelesen werden',
  unpackedTooLarge: `Die Excel-Datei ist entpackt zu groß (max. ${IMPORT_MAX_UNPACKED_BYTES / (1024 * 1024)} MB Tabellendaten). Bitte speichern Sie nur die Gästeliste, z. B. als CSV.`,
  tooManyCells: `Die Tabelle ist zu groß (max. ${IMPORT_MAX_CELLS.toLocaleString('de-DE')} Zellen, leere mitgezählt). Bitte entfernen Sie leere oder überflüssige Zeilen und Spalten.`,
  readTimeout: `Die Datei konnte nicht in ${IMPORT_READ_SECONDS} Sekunden gelesen werden. Bitte speichern Sie die Gästeliste neu (als .xlsx oder CSV) und versuchen Sie es noch einmal.`,
  noHeader: 'Die Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen',
  noRows: 'Die Datei enthält unter der Kopfzeile keine Gäste',
  tooManyRows: `Zu viele Zeilen (max. ${IMPORT_MAX_ROWS.toLocaleString('de-DE')} Gäste pro Import)`,
  mappingJson: 'Die Spaltenzuordnung (mapping) ist kein gültiges JSON',
  mappingUnknownField: (field: string) => `Unbekanntes Feld in der Spaltenzuordnung: ${field}`,
  mappingInvalid: 'Die Spaltenzuordnung ist ungültig: pro Feld ein Spaltenname oder eine Spaltennummer (ab 0)',
  mappingUnknownColumn: (column: string) => `Die Spalte „${column}“ gibt es in der Datei nicht`,
  nameUnmapped: 'Bitte ordnen Sie Vorname oder Nachname einer Spalte zu',
  hasErrors: (rows: number, examples: string) =>
    `Import abgebrochen: ${rows === 1 ? '1 Zeile hat' : `${rows} Zeilen haben`} Fehler (${examples}). Es wurde nichts gespeichert.`,
  nameMissing: GUEST_NAME_MISSING,
  guestTypeInvalid: (value: string) => `Gasttyp „${value}“ ist ungültig (erlaubt: Apéro, Inner Circle)`,
  sideInvalid: (value: string) => `Seite „${value}“ ist ungültig (erlaubt: Ehemann, Ehefrau, Beide)`,
  familyTooLong: 'Familie/Gruppe ist zu lang (max. 200 Zeichen)',
  duplicateInFile: (row: number, by: ImportMatch) => `Gleicher Name und gleiche ${MATCH_LABELS[by]} wie Zeile ${row}`,
  duplicateExisting: (name: string, by: ImportMatch) => `Gleicher Name und gleiche ${MATCH_LABELS[by]} wie der vorhandene Gast ${name}`,
} as const;

const IMPORT_MATCHES = ['mobile', 'email'] as const;
export type ImportMatch = (typeof IMPORT_MATCHES)[number];
const MATCH_LABELS: Record<ImportMatch, string> = { mobile: 'Mobilnummer', email: 'E-Mail-Adresse' };

/** Which column feeds a field: its title as in the header row, or its position (0 = first column). */
const MappedColumn = z.union([z.string().trim().min(1).max(200), z.number().int().min(0).max(999)], { error: IMPORT_MESSAGES.mappingInvalid });

/** Field -> column; a field left out or null is not imported. */
export const GuestImportMapping = z
  .object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, MappedColumn.nullish()])) as Record<ImportField, z.ZodOptional<z.ZodNullable<typeof MappedColumn>>>)
  .strict();
export type GuestImportMapping = z.output<typeof GuestImportMapping>;

/** Turns the mapping form field (JSON text) into a mapping, with German messages for every way it can be wrong. */
const MappingField = z.string().transform((text, ctx) => {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.mappingJson });
    return z.NEVER;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.mappingInvalid });
    return z.NEVER;
  }
  const fields = IMPORT_FIELDS as readonly string[];
  // The other way round, as a column-mapping dialog writes it: column title -> field.
  const entries = Object.entries(value as Record<string, unknown>);
  const isFieldOfColumn = (entry: [string, unknown]): entry is [string, string] => !fields.includes(entry[0]) && typeof entry[1] === 'string' && fields.includes(entry[1]);
  if (entries.length > 0 && entries.every(isFieldOfColumn)) {
    if (new Set(entries.map(([, field]) => field)).size < entries.length) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.mappingInvalid });
      return z.NEVER;
    }
    value = Object.fromEntries(entries.map(([column, field]) => [field, column]));
  }
  const unknown = Object.keys(value as object).find((key) => !fields.includes(key));
  if (unknown !== undefined) {
    ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.mappingUnknownField(unknown) });
    return z.NEVER;
  }
  const parsed = GuestImportMapping.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.mappingInvalid });
    return z.NEVER;
  }
  return parsed.data;
});

/** What duplicates do in the import: left out (default), or imported anyway. */
const IMPORT_DUPLICATE_MODES = ['skip', 'import'] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

/** The text fields of the multipart request beside `file`. */
export const GuestImportInput = z.object({
  mapping: MappingField.optional().meta({
    description:
      'JSON: Gastfeld -> Spaltenname oder Spaltennummer (ab 0), z. B. {"first_name":"Vorname","family":3}; auch umgekehrt Spaltenname -> Gastfeld, z. B. {"Vorname":"first_name"}. Ohne: die vorgeschlagene Zuordnung.',
  }),
  dry_run: z
    .enum(['true', 'false'], { error: 'dry_run muss true oder false sein' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'true: nur prüfen und Vorschau, nichts speichern' }),
  duplicates: z
    .enum(IMPORT_DUPLICATE_MODES, { error: "duplicates muss 'skip' oder 'import' sein" })
    .default('skip')
    .meta({ description: 'skip (Standard): Duplikate werden nicht importiert; import: trotzdem importieren' }),
});
export type GuestImportInput = z.output<typeof GuestImportInput>;

const IMPORT_ENCODINGS = ['utf-8-bom', 'utf-8', 'windows-1252'] as const;
export const IMPORT_ENCODING_LABELS: Record<(typeof IMPORT_ENCODINGS)[number], string> = {
  'utf-8-bom': 'UTF-8 mit BOM',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (ANSI)',
};

const columnIndex = z.number().int().nullable();

export const GuestImportRowError = z
  .object({
    /** As a spreadsheet counts: the header is row 1. */
    row: z.number().int(),
    field: z.enum(IMPORT_FIELDS).nullable(),
    message: z.string(),
  })
  .meta({ title: 'GuestImportRowError' });
export type GuestImportRowError = z.output<typeof GuestImportRowError>;

export const GuestImportDuplicate = z
  .object({
    row: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    matched_by: z.enum(IMPORT_MATCHES),
    /** An earlier row of the same file, or null. */
    same_as_row: z.number().int().nullable(),
    /** An existing guest, or null. */
    existing_guest_id: z.number().int().nullable(),
    message: z.string(),
  })
  .meta({ title: 'GuestImportDuplicate' });
export type GuestImportDuplicate = z.output<typeof GuestImportDuplicate>;

export const GuestImportGroup = z
  .object({
    name: z.string(),
    /** The id of an existing group of that name (reused), or null: created by the import. */
    existing_group_id: z.number().int().nullable(),
    /** Imported guests that join it. */
    members: z.number().int(),
  })
  .meta({ title: 'GuestImportGroup' });
export type GuestImportGroup = z.output<typeof GuestImportGroup>;

export const GuestImportReport = z
  .object({
    dry_run: z.boolean(),
    file: z.object({
      kind: z.enum(['csv', 'xlsx']),
      /** CSV only. */
      encoding: z.enum(IMPORT_ENCODINGS).nullable(),
      delimiter: z.enum([';', ',']).nullable(),
    }),
    headers: z.array(z.string()),
    /** Field -> column position (0 = first column) or null; what was used. */
    mapping: z.object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, columnIndex])) as Record<ImportField, typeof columnIndex>),
    /** true when no mapping was sent and the columns were assigned by their titles. */
    mapping_suggested: z.boolean(),
    duplicate_mode: z.enum(IMPORT_DUPLICATE_MODES),
    /** The first data rows as read, cell by cell. */
    preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
    errors: z.array(GuestImportRowError),
    duplicates: z.array(GuestImportDuplicate),
    groups: z.array(GuestImportGroup),
    counts: z.object({
      /** Data rows that are not empty. */
      rows: z.number().int(),
      rows_with_errors: z.number().int(),
      errors: z.number().int(),
      duplicates: z.number().int(),
      /** Guests the import stores (or stored). */
      guests: z.number().int(),
      groups_new: z.number().int(),
      groups_existing: z.number().int(),
    }),
    /** After the import (not in a dry run): what was stored. */
    imported: z.object({ guests: z.number().int(), groups: z.number().int() }).nullable(),
  })
  .meta({ title: 'GuestImportReport' });
export type GuestImportReport = z.output<typeof GuestImportReport>;
