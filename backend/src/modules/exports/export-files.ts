import type { EventSettings, ExportFormat } from '@hochzeit/contracts';
import type { Response } from 'express';
import { calendarDay } from '../../common/german-time.js';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A file-name part in plain ASCII: 'Gästeliste Apéro' -> 'Gaesteliste-Apero'. */
export function asciiFileNamePart(text: string): string {
  return text
    .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A file-name part as people write it (umlauts kept), without characters file systems refuse. */
function unicodeFileNamePart(text: string): string {
  return text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ExportFileName {
  /** 'Gästeliste-Inner-Circle-2025-06-07.pdf' (filename*). */
  name: string;
  /** 'Gaesteliste-Inner-Circle-2025-06-07.pdf' (filename, for clients without RFC 5987). */
  ascii: string;
}

/** The parts joined with '-', then the event's day and the extension. */
export function exportFileName(parts: readonly string[], day: string, format: ExportFormat): ExportFileName {
  const join = (clean: (part: string) => string) => [...parts.map(clean).filter(Boolean), day].join('-') + `.${format}`;
  return { name: join(unicodeFileNamePart), ascii: join(asciiFileNamePart) };
}

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * ! as they are, which the ext-value grammar does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<name>`: both forms always. Safe to quote by
 * hand because the ASCII name holds only letters, digits, '-' and '.' (see asciiFileNamePart).
 */
export function attachmentHeader(file: ExportFileName): string {
  return `attachment; filename="${file.ascii.replace(/[^A-Za-z0-9.-]/g, '')}"; filename*=UTF-8''${rfc5987(file.name)}`;
}

/**
 * Every export's file headers: '<parts>-<the wedding's day>.<format>' as an attachment, never
 * cached (lists change with every answer), with the format's content type.
 */
export function setExportFileHeaders(res: Response, event: Pick<EventSettings, 'starts_at' | 'time_zone'>, parts: readonly string[], format: ExportFormat): void {
  const file = exportFileName(parts, calendarDay(event.starts_at, event.time_zone), format);
  res.setHeader('Content-Disposition', attachmentHeader(file));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
}
