import {
  type GuestImportDuplicate,
  type GuestImportInput,
  type GuestImportGroup,
  type GuestImportReport,
  type GuestImportRowError,
  IMPORT_MAX_LISTED,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportMatch,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { newLoginToken } from '../../auth/login-token.js';
import { sortedByGerman } from '../../common/german-sort.js';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { fullName, Guest } from '../guests/index.js';
import { checkRow, emailKey, groupKey, nameKey, phoneKey, spreadsheetText, type ValidRow } from './guest-rows.js';
import { type ColumnMapping, requireName, resolveMapping, suggestMapping } from './mapping.js';
import { readSpreadsheet, type Sheet } from './sheet-reader.js';
import { SheetThreads } from './sheet-thread.js';
import { guestGroupNames, guestsForDuplicateCheck, insertGuestGroups } from './guest-import.queries.js';

/** Rows per INSERT statement: 1,000 guests × 14 values stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

interface Plan {
  sheet: Sheet;
  headers: string[];
  mapping: ColumnMapping;
  dataRows: { row: number; cells: string[] }[];
  errors: GuestImportRowError[];
  rowsWithErrors: number;
  duplicates: GuestImportDuplicate[];
  /** The rows the import stores, in file order. */
  toImport: ValidRow[];
  /** Family key -> the group: an existing one (id) or one to create. */
  groups: Map<string, GuestImportGroup>;
}

@Injectable()
export class GuestImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly threads: SheetThreads,
  ) {}

  /**
   * Reads the file, maps and checks every row, finds duplicates and the groups; then either
   * answers that (dry run) or stores it in one transaction. An import with row errors is refused
   * as a whole.
   */
  async run(upload: AcceptedUpload, form: GuestImportInput): Promise<GuestImportReport> {
    const plan = await this.plan(upload, form);
    let imported: GuestImportReport['imported'] = null;
    if (!form.dry_run) {
      if (plan.rowsWithErrors > 0) {
        const examples = plan.errors
          .slice(0, 3)
          .map((error) => `Zeile ${error.row}: ${error.message}`)
          .join('; ');
        throw new BadRequestException(IMPORT_MESSAGES.hasErrors(plan.rowsWithErrors, plan.errors.length > 3 ? `${examples}; …` : examples));
      }
      imported = await this.store(plan);
    }
    return this.report(plan, form, imported);
  }

  private async plan(upload: AcceptedUpload, form: GuestImportInput): Promise<Plan> {
    const sheet = await readSpreadsheet(this.threads, upload.extension === '.xlsx' ? 'xlsx' : 'csv', upload.path);
    const headers = (sheet.rows[0] ?? []).map((header) => header.trim());
    if (!headers.some((header) => header !== '')) throw new BadRequestException(IMPORT_MESSAGES.noHeader);
    // Rows as the spreadsheet numbers them (header = 1); empty rows (Excel leaves some at the end) are no guests.
    const dataRows = sheet.rows
      .slice(1)
      .map((cells, i) => ({ row: i + 2, cells }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
    if (dataRows.length === 0) throw new BadRequestException(IMPORT_MESSAGES.noRows);
    if (dataRows.length > IMPORT_MAX_ROWS) throw new BadRequestException(IMPORT_MESSAGES.tooManyRows);
    const mapping = form.mapping ? resolveMapping(form.mapping, headers) : suggestMapping(headers);
    requireName(mapping);

    const errors: GuestImportRowError[] = [];
    let rowsWithErrors = 0;
    const valid: ValidRow[] = [];
    for (const { row, cells } of dataRows) {
      const result = checkRow(cells, mapping, row);
      if (result.ok) valid.push(result.value);
      else {
        rowsWithErrors++;
        errors.push(...result.errors);
      }
    }
    const { duplicates, unique } = await this.findDuplicates(valid);
    const toImport = form.duplicates === 'import' ? valid : unique;
    const groups = await this.planGroups(toImport);
    return { sheet, headers, mapping, dataRows, errors, rowsWithErrors, duplicates, toImport, groups };
  }

  /**
   * A duplicate has the same name as an existing guest or an earlier row, and the same mobile
   * number or e-mail address. Existing guests are read once, as plain rows.
   */
  private async findDuplicates(rows: ValidRow[]): Promise<{ duplicates: GuestImportDuplicate[]; unique: ValidRow[] }> {
    const existing = await guestsForDuplicateCheck(this.em);
    type Match = { row: number | null; guestId: number | null; name: string };
    const known = new Map<string, Match>();
    const remember = (key: string | null, match: Match) => {
      if (key !== null && !known.has(key)) known.set(key, match);
    };
    const keys = (first: string, last: string, mobile: string | null | undefined, email: string | null | undefined) => {
      const name = nameKey(first, last);
      const phone = phoneKey(mobile);
      const mail = emailKey(email);
      return { mobile: phone === null ? null : `m\u0000${name}\u0000${phone}`, email: mail === null ? null : `e\u0000${name}\u0000${mail}` };
    };
    for (const guest of existing) {
      const k = keys(guest.first_name, guest.last_name, guest.mobile, guest.email);
      const match = { row: null, guestId: guest.id, name: fullName(guest.first_name, guest.last_name) };
      remember(k.mobile, match);
      remember(k.email, match);
    }
    const duplicates: GuestImportDuplicate[] = [];
    const unique: ValidRow[] = [];
    for (const row of rows) {
      const { first_name = '', last_name = '', mobile, email } = row.guest;
      const k = keys(first_name, last_name, mobile, email);
      const found: [ImportMatch, Match] | undefined = ([['mobile', k.mobile], ['email', k.email]] as const)
        .map(([by, key]) => [by, key === null ? undefined : known.get(key)] as const)
        .find((entry): entry is [ImportMatch, Match] => entry[1] !== undefined);
      if (found) {
        const [by, match] = found;
        duplicates.push({
          row: row.row,
          first_name,
          last_name,
          matched_by: by,
          same_as_row: match.row,
          existing_guest_id: match.guestId,
          message: match.row !== null ? IMPORT_MESSAGES.duplicateInFile(match.row, by) : IMPORT_MESSAGES.duplicateExisting(match.name, by),
        });
      } else unique.push(row);
      const match = { row: row.row, guestId: null, name: fullName(first_name, last_name) };
      remember(k.mobile, match);
      remember(k.email, match);
    }
    return { duplicates, unique };
  }

  /** One group per family name (case and spacing ignored); an existing group of that name is reused. */
  private async planGroups(rows: ValidRow[]): Promise<Map<string, GuestImportGroup>> {
    const groups = new Map<string, GuestImportGroup>();
    if (!rows.some((row) => row.family)) return groups;
    const existing = new Map<string, number>();
    for (const group of await guestGroupNames(this.em)) if (!existing.has(groupKey(group.name))) existing.set(groupKey(group.name), group.id);
    for (const { family } of rows) {
      if (!family) continue;
      const key = groupKey(family);
      const group = groups.get(key);
      if (group) group.members++;
      else groups.set(key, { name: family.replace(/\s+/g, ' '), existing_group_id: existing.get(key) ?? null, members: 1 });
    }
    return groups;
  }

  /** Everything in one transaction: new groups first (their ids), then the guests, a thousand per statement. */
  private async store(plan: Plan): Promise<{ guests: number; groups: number }> {
    return this.em.fork().transactional(async (em) => {
      const newGroups = [...plan.groups.entries()].filter(([, group]) => group.existing_group_id === null);
      const groupIds = new Map<string, number>();
      for (const [key, group] of plan.groups) if (group.existing_group_id !== null) groupIds.set(key, group.existing_group_id);
      const now = new Date();
      for (let start = 0; start < newGroups.length; start += INSERT_BATCH) {
        const batch = newGroups.slice(start, start + INSERT_BATCH).map(([, group]) => group.name);
        // Names are distinct within a batch.
        for (const group of await insertGuestGroups(em, batch, now)) groupIds.set(groupKey(group.name), group.id);
      }
      for (let start = 0; start < plan.toImport.length; start += INSERT_BATCH) {
        await em.insertMany(
          Guest,
          plan.toImport.slice(start, start + INSERT_BATCH).map(({ guest, family }) => ({
            first_name: guest.first_name ?? '',
            last_name: guest.last_name ?? '',
            email: guest.email ?? null,
            phone: guest.phone ?? null,
            mobile: guest.mobile ?? null,
            address: guest.address ?? null,
            allergies: guest.allergies ?? [],
            special_requests: guest.special_requests ?? null,
            guest_type: guest.guest_type ?? 'Apéro',
            side: guest.side ?? null,
            group: family ? (groupIds.get(groupKey(family)) ?? null) : null,
            admin_notes: guest.admin_notes ?? null,
            login_token: newLoginToken(),
            session_version: 0,
            created_at: now,
          })),
        );
      }
      return { guests: plan.toImport.length, groups: newGroups.length };
    });
  }

  private report(plan: Plan, form: GuestImportInput, imported: GuestImportReport['imported']): GuestImportReport {
    const groups = sortedByGerman([...plan.groups.values()], (group) => group.name);
    return {
      dry_run: form.dry_run,
      file: { kind: plan.sheet.kind, encoding: plan.sheet.encoding, delimiter: plan.sheet.delimiter },
      headers: plan.headers,
      mapping: plan.mapping,
      mapping_suggested: !form.mapping,
      duplicate_mode: form.duplicates,
      // As a spreadsheet shows them: our own export's ='…' phones and guarded formulas without their marks.
      preview: plan.dataRows.slice(0, IMPORT_PREVIEW_ROWS).map(({ row, cells }) => ({ row, cells: plan.headers.map((_, i) => spreadsheetText(cells[i] ?? '')) })),
      errors: plan.errors.slice(0, IMPORT_MAX_LISTED),
      duplicates: plan.duplicates.slice(0, IMPORT_MAX_LISTED),
      groups,
      counts: {
        rows: plan.dataRows.length,
        rows_with_errors: plan.rowsWithErrors,
        errors: plan.errors.length,
        duplicates: plan.duplicates.length,
        guests: plan.toImport.length,
        groups_new: groups.filter((group) => group.existing_group_id === null).length,
        groups_existing: groups.filter((group) => group.existing_group_id !== null).length,
      },
      imported,
    };
  }
}
