import {
  type GuestImportMapping,
  IMPORT_FIELDS,
  IMPORT_HEADER_SYNONYMS,
  IMPORT_MESSAGES,
  type ImportField,
  normalizeHeader,
} from '@hochzeit/contracts';
import { BadRequestException } from '@nestjs/common';

/** Field -> column position, or null when the field is not imported. */
export type ColumnMapping = Record<ImportField, number | null>;

const emptyMapping = (): ColumnMapping => Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ColumnMapping;

/**
 * Assigns columns by their titles: an exact synonym first ('Vorname', 'E-Mail'), then a title that
 * starts with one ('Vorname Gast', 'Handy privat'). Each column feeds one field at most, and each
 * field takes the first column that fits.
 */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  const normalized = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const assign = (matches: (header: string, synonym: string) => boolean) => {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field] !== null) continue;
      const index = normalized.findIndex((header, i) => !taken.has(i) && header !== '' && IMPORT_HEADER_SYNONYMS[field].some((synonym) => matches(header, synonym)));
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
      }
    }
  };
  assign((header, synonym) => header === synonym);
  // Short synonyms ('tel', 'art', 'name') would match too much as prefixes.
  assign((header, synonym) => synonym.length >= 4 && header.startsWith(synonym));
  return mapping;
}

/** The sent mapping as column positions: titles looked up in the header row (exactly, then ignoring case and spacing). */
export function resolveMapping(given: GuestImportMapping, headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  for (const field of IMPORT_FIELDS) {
    const column = given[field];
    if (column === undefined || column === null) continue;
    if (typeof column === 'number') {
      if (column >= headers.length) throw new BadRequestException(IMPORT_MESSAGES.mappingUnknownColumn(String(column)));
      mapping[field] = column;
      continue;
    }
    let index = headers.findIndex((header) => header.trim() === column);
    if (index < 0) index = headers.findIndex((header) => normalizeHeader(header) === normalizeHeader(column) && normalizeHeader(column) !== '');
    if (index < 0) throw new BadRequestException(IMPORT_MESSAGES.mappingUnknownColumn(column));
    mapping[field] = index;
  }
  return mapping;
}

export function requireName(mapping: ColumnMapping): void {
  if (mapping.first_name === null && mapping.last_name === null) throw new BadRequestException(IMPORT_MESSAGES.nameUnmapped);
}
