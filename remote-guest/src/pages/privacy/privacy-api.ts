/** Every call of 'Meine Daten', in this one file. */
import type { DeletionRequestInput, GuestPhotosDeleteInput } from '@hochzeit/contracts';
import { createApi, queryOptions, type QueryClient, unwrap, useSession } from '@hochzeit/shared-ui';

const api = createApi('guest');

/** Everything stored about the signed-in guest. */
export const guestPrivacyQuery = () =>
  queryOptions({ queryKey: ['/api/guest/privacy'], queryFn: ({ signal }) => unwrap(api.GET('/api/guest/privacy', { signal })) });

/**
 * 'Alles herunterladen': a short-lived signed address of the ZIP (data as JSON and HTML, the photos);
 * the browser fetches it itself, so the archive streams to disk instead of into memory.
 */
export async function startPrivacyExport(): Promise<void> {
  const { url } = await unwrap(api.GET('/api/guest/privacy/export-link'));
  const link = document.createElement('a');
  link.href = url;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The gallery, the photo wall and the privacy reply all show the guest's photos. */
async function photosChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/guest/privacy'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/media/gallery'] }),
  ]);
}

export const deletePhotos = async (queryClient: QueryClient, body: GuestPhotosDeleteInput) => {
  const reply = await unwrap(api.POST('/api/guest/privacy/photos/delete', { body }));
  await photosChanged(queryClient);
  return reply;
};

export const setWallHidden = async (queryClient: QueryClient, hidden: boolean) => {
  const reply = await unwrap(api.PUT('/api/guest/privacy/wall', { body: { hidden } }));
  queryClient.setQueryData(guestPrivacyQuery().queryKey, (current) => (current ? { ...current, wall_hidden: reply.hidden } : current));
  return reply;
};

/**
 * 'Auf allen Geräten abmelden': every session of this guest ends; this browser gets the fresh one
 * the server answers with (the same person: the cached data stays).
 */
export const signOutEverywhere = async (queryClient: QueryClient) => {
  const { access_token } = await unwrap(api.POST('/api/guest/privacy/sign-out-everywhere'));
  useSession.getState().login('guest', access_token);
  await queryClient.invalidateQueries({ queryKey: ['/api/guest/privacy'] });
};

export const withdrawAllergyConsent = async (queryClient: QueryClient) => {
  await unwrap(api.DELETE('/api/guest/privacy/allergy-consent'));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/guest/privacy'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/guest/rsvp'] }),
  ]);
};

export const requestDeletion = async (queryClient: QueryClient, body: DeletionRequestInput) => {
  const reply = await unwrap(api.POST('/api/guest/privacy/deletion-request', { body }));
  queryClient.setQueryData(guestPrivacyQuery().queryKey, (current) => (current ? { ...current, deletion_request: reply } : current));
  return reply;
};

export const withdrawDeletionRequest = async (queryClient: QueryClient) => {
  await unwrap(api.DELETE('/api/guest/privacy/deletion-request'));
  await queryClient.invalidateQueries({ queryKey: ['/api/guest/privacy'] });
};
