import {
  EXPORT_DEFAULT_FILE_NAME,
  type ExportFormat,
  type ExportKind,
  exportRequest,
  type GuestListExportType,
  type InvitationAudience,
  type InvitationGrouping,
} from '@hochzeit/contracts/export-constants';
import { downloadFile } from '@hochzeit/shared-ui/toolkit';

/** Path and query of an export file, from the contract's one mapping of kind, format and provider. */
export function exportPath(kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null): string {
  const { path, query } = exportRequest(kind, format, serviceProviderId);
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${search}`;
}

/** What the invitation-card PDF is made for. */
export interface InvitationCardsChoice {
  audience: InvitationAudience;
  type: GuestListExportType;
  per: InvitationGrouping;
  /** A selection; empty: everyone of the audience (and type). */
  ids: readonly number[];
}

export function invitationCardsPath({ audience, type, per, ids }: InvitationCardsChoice): string {
  const query = new URLSearchParams({ audience, ...(audience === 'guests' ? { type, per } : {}), ...(ids.length ? { ids: ids.join(',') } : {}) });
  return `/api/exports/invitation-cards?${query}`;
}

export const exportsApi = {
  /** Fetches the file, hands it to the browser and resolves with its name (from Content-Disposition). */
  download: (kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null) =>
    downloadFile('admin', exportPath(kind, format, serviceProviderId), EXPORT_DEFAULT_FILE_NAME),
  invitationCards: (choice: InvitationCardsChoice) => downloadFile('admin', invitationCardsPath(choice), EXPORT_DEFAULT_FILE_NAME),
};
