/** The admin's privacy calls ('Datenschutz'): settings, deletion and removal requests, the legal texts. */
import type { LegalPageKind } from '@hochzeit/contracts';
import { createApi, queryOptions, unwrap } from '@hochzeit/shared-ui';

const api = createApi('admin');

export const privacySettingsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/privacy/settings'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/privacy/settings', { signal })) });

export const deletionRequestsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/privacy/deletion-requests'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/privacy/deletion-requests', { signal })) });

export const removalRequestsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/privacy/removal-requests'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/privacy/removal-requests', { signal })) });

export const adminLegalPageQuery = (kind: LegalPageKind) =>
  queryOptions({
    queryKey: ['/api/admin/legal-pages/{kind}', { kind }],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/legal-pages/{kind}', { params: { path: { kind } }, signal })),
  });

export const confirmDeletion = (id: number) => unwrap(api.POST('/api/admin/privacy/deletion-requests/{id}/confirm', { params: { path: { id } } }));
export const declineDeletion = (id: number, reply: string | null) =>
  unwrap(api.POST('/api/admin/privacy/deletion-requests/{id}/decline', { params: { path: { id } }, body: { reply } }));
export const decideRemoval = (mediaId: number, decision: 'remove' | 'keep') =>
  unwrap(api.POST('/api/admin/privacy/removal-requests/{mediaId}/decide', { params: { path: { mediaId } }, body: { decision } }));
export const savePrivacySettings = (body: { retention_date?: string | null; delete_names?: boolean; delete_gallery?: boolean; require_photo_consent?: boolean }) =>
  unwrap(api.PUT('/api/admin/privacy/settings', { body }));
export const saveLegalPage = (kind: LegalPageKind, text: string | null) => unwrap(api.PUT('/api/admin/legal-pages/{kind}', { params: { path: { kind } }, body: { text } }));
