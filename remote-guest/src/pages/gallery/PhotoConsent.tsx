import { type ReactNode, useState } from 'react';
import type { PhotoConsentStatusJson } from '@hochzeit/contracts';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { createApi, errorMessage, queryOptions, unwrap, useQuery, useQueryClient, type UserType } from '@hochzeit/shared-ui';
import { useMutation } from '@hochzeit/shared-ui/toolkit';
import { useGuestText } from '../../lib/guest-text';
import { privacyMessage } from '../../lib/privacy-messages';

const api = createApi('guest');

/** Whether the couple requires the one-time confirmation and whether this guest gave it. */
export const photoConsentQuery = () =>
  queryOptions({ queryKey: ['/api/guest/photo-consent'], queryFn: ({ signal }) => unwrap(api.GET('/api/guest/photo-consent', { signal })) });

/**
 * Before a guest's first upload, when the couple requires it: the guest confirms once that the
 * people in their photos agree to be shown to the wedding's guests. Until then the upload form
 * (`children`) is replaced by the question; admins and guests who confirmed see the form at once.
 * If the status cannot be read, the form shows: the server refuses an unconfirmed upload anyway.
 */
export function PhotoConsent({ audience, children }: { audience: UserType; children: ReactNode }) {
  const guest = audience === 'guest';
  const { address } = useGuestText(guest);
  const queryClient = useQueryClient();
  const status = useQuery({ ...photoConsentQuery(), enabled: guest });
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => unwrap(api.POST('/api/guest/photo-consent')),
    onSuccess: (reply: PhotoConsentStatusJson) => queryClient.setQueryData(photoConsentQuery().queryKey, reply),
  });

  if (!guest || !status.data || !status.data.required || status.data.confirmed_at) return children;

  return (
    <section className="card photo-consent" aria-labelledby="photo-consent-title">
      <h2 id="photo-consent-title">Vor dem ersten Foto</h2>
      <p>{privacyMessage(PRIVACY_MESSAGES.photoConsentRequired, address)}</p>
      <label className="field field--inline photo-consent__check">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked);
            setError(null);
          }}
        />
        <span>{status.data.text}</span>
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={!ticked || confirm.isPending}
        onClick={() => confirm.mutate(undefined, { onError: (e) => setError(privacyMessage(errorMessage(e, 'Die Bestätigung konnte nicht gespeichert werden.'), address)) })}
      >
        Bestätigen
      </button>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
