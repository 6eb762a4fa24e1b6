import { useState } from 'react';
import type { GuestPrivacyReplyJson } from '@hochzeit/contracts';
import { errorMessage, useQueryClient } from '@hochzeit/shared-ui';
import { formatDateTime, useMutation } from '@hochzeit/shared-ui/toolkit';
import { deletePhotos, setWallHidden } from './privacy-api';
import type { PrivacySpeech } from './privacy-texts';

interface Props {
  photos: GuestPrivacyReplyJson['photos'];
  wallHidden: boolean;
  speech: PrivacySpeech;
}

const photoCount = (count: number) => (count === 1 ? '1 Foto' : `${count} Fotos`);

/** The guest's own uploads: delete all or the chosen ones (after a question), and keep them off the photo wall. */
export function PrivacyPhotos({ photos, wallHidden, speech }: Props) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const failed = (error: unknown) => setNotice({ kind: 'error', text: speech.message(errorMessage(error, speech.text('actionFailed'))) });
  const remove = useMutation({ mutationFn: (body: { all: true } | { media_ids: number[] }) => deletePhotos(queryClient, body) });
  const wall = useMutation({ mutationFn: (hidden: boolean) => setWallHidden(queryClient, hidden) });
  // Photos deleted meanwhile (another device) are no longer chosen.
  const chosenIds = photos.filter((photo) => chosen.has(photo.id)).map((photo) => photo.id);

  function toggle(id: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setNotice(null);
  }

  function deleteAll() {
    if (!window.confirm(speech.text('deleteAllQuestion', { count: String(photos.length) }))) return;
    run({ all: true });
  }

  function deleteChosen() {
    if (!window.confirm(`${chosenIds.length === 1 ? 'Das ausgewählte Foto' : `${chosenIds.length} ausgewählte Fotos`} endgültig löschen?`)) return;
    run({ media_ids: chosenIds });
  }

  function run(body: { all: true } | { media_ids: number[] }) {
    setNotice(null);
    remove.mutate(body, {
      onSuccess: ({ deleted }) => {
        setChosen(new Set());
        setNotice({ kind: 'success', text: `${photoCount(deleted)} gelöscht.` });
      },
      onError: failed,
    });
  }

  return (
    <section className="card guest-card privacy-section" aria-labelledby="privacy-photos">
      <h2 id="privacy-photos">{speech.text('photosTitle')}</h2>
      {photos.length === 0 ? (
        <p className="muted">{speech.text('photosEmpty')}</p>
      ) : (
        <>
          <ul className="privacy-photos" aria-label="Hochgeladene Fotos">
            {photos.map((photo) => (
              <li key={photo.id}>
                <label className="privacy-photo">
                  <img src={photo.thumb_url} alt="" width={96} height={96} loading="lazy" />
                  <span className="privacy-photo__text">
                    <input type="checkbox" checked={chosen.has(photo.id)} onChange={(event) => toggle(photo.id, event.target.checked)} />{' '}
                    <span>{photo.description ?? photo.original_name}</span>
                    <small className="muted"> {formatDateTime(photo.uploaded_at)}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="actions">
            {chosenIds.length > 0 && (
              <button type="button" className="button button--danger" disabled={remove.isPending} onClick={deleteChosen}>
                Ausgewählte löschen ({chosenIds.length})
              </button>
            )}
            <button type="button" className="button button--danger" disabled={remove.isPending} onClick={deleteAll}>
              Meine Fotos löschen
            </button>
          </div>
        </>
      )}
      <label className="field field--inline privacy-wall">
        <input
          type="checkbox"
          checked={wallHidden}
          disabled={wall.isPending}
          onChange={(event) => wall.mutate(event.target.checked, { onSuccess: () => setNotice(null), onError: failed })}
        />
        <span>Auf der Diashow nicht zeigen</span>
      </label>
      <p className="muted">{speech.text('wallHint')}</p>
      {notice && (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
