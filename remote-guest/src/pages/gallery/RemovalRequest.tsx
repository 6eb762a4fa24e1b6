import { type FormEvent, useState } from 'react';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { createApi, errorMessage, unwrap, useQueryClient } from '@hochzeit/shared-ui';
import { Field, useMutation } from '@hochzeit/shared-ui/toolkit';
import { useGuestText } from '../../lib/guest-text';
import { privacyMessage } from '../../lib/privacy-messages';
import { galleryAudience } from './gallery-api';

const api = createApi('guest');

/**
 * 'Entfernen lassen': a guest who appears on a photo asks for it to be removed. The photo is hidden
 * from the gallery and the photo wall at once, until the couple decides; an optional reason goes
 * with the request. `onRequested` runs once the server took it (e.g. to close the lightbox).
 */
export function RemovalRequest(props: { mediaId: number; onRequested?: () => void }) {
  // Guests ask; an admin reading the gallery decides in the admin area instead.
  return galleryAudience() === 'guest' ? <RemovalRequestForm {...props} /> : null;
}

function RemovalRequestForm({ mediaId, onRequested }: { mediaId: number; onRequested?: () => void }) {
  const { address } = useGuestText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const request = useMutation({
    mutationFn: (body: { note: string | null }) => unwrap(api.POST('/api/guest/media/{id}/removal-request', { params: { path: { id: mediaId } }, body })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    request.mutate(
      { note: note.trim() || null },
      {
        onSuccess: () => {
          setOpen(false);
          setNotice({ kind: 'success', text: privacyMessage(PRIVACY_MESSAGES.removalRequested, address) });
          // The photo leaves the gallery at once.
          void queryClient.invalidateQueries({ queryKey: ['/api/media/gallery'] });
          onRequested?.();
        },
        onError: (error) => setNotice({ kind: 'error', text: privacyMessage(errorMessage(error, 'Der Antrag konnte nicht gesendet werden.'), address) }),
      },
    );
  }

  return (
    <div className="removal-request">
      {open ? (
        <form onSubmit={submit} aria-label="Foto entfernen lassen">
          <p>Das Foto wird ausgeblendet, bis das Brautpaar entschieden hat.</p>
          <Field label="Grund (optional)">
            <textarea rows={2} maxLength={PRIVACY_LIMITS.note} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={request.isPending}>
              Entfernen lassen
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              Abbrechen
            </button>
          </div>
        </form>
      ) : (
        notice?.kind !== 'success' && (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Entfernen lassen
          </button>
        )
      )}
      {notice && (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
