import { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_WRONG_TYPE, type EventSettingsJson } from '@hochzeit/contracts';
import { useState, type ChangeEvent } from 'react';
import { createApi, errorMessage, eventSettingsQuery, unwrap } from '@hochzeit/shared-ui';
import { ProgressBar, uploadWithProgress } from '@hochzeit/shared-ui/toolkit';
import { useNotice } from '../../lib/use-notice';
import { adminEventSettingsQuery, useAdminChange } from '../../lib/queries';

const api = createApi('admin');
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Spares a long upload the server would refuse anyway; the server checks the bytes itself. */
export function coverFileProblem(file: File): string | null {
  if (file.type && !COVER_TYPES.includes(file.type)) return COVER_WRONG_TYPE;
  if (file.size > COVER_MAX_BYTES) return COVER_TOO_LARGE;
  return null;
}

/**
 * The photo at the top of the guests' dashboard: upload, replace (with a preview of what guests
 * see) or remove; without one, guests see an ornament in the wedding's colours.
 */
export function CoverPhotoSection({ cover: initial }: { cover: EventSettingsJson['cover'] }) {
  const [cover, setCover] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const status = useNotice();
  const change = useAdminChange([eventSettingsQuery().queryKey, adminEventSettingsQuery().queryKey]);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = coverFileProblem(file);
    if (problem) {
      status.error(problem);
      input.value = '';
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const settings = await change(() => uploadWithProgress<EventSettingsJson>('admin', '/api/admin/event-settings/cover', form, setProgress));
      setCover(settings.cover);
      status.success('Titelbild gespeichert');
    } catch (e) {
      status.error(errorMessage(e, 'Das Titelbild konnte nicht gespeichert werden.'));
    } finally {
      setProgress(null);
      input.value = '';
    }
  }

  async function remove() {
    if (!window.confirm('Titelbild wirklich entfernen? Die Gäste sehen dann wieder das Ornament.')) return;
    try {
      setCover((await change(() => unwrap(api.DELETE('/api/admin/event-settings/cover')))).cover);
      status.success('Titelbild entfernt');
    } catch (e) {
      status.error(errorMessage(e, 'Das Titelbild konnte nicht entfernt werden.'));
    }
  }

  const preview = cover?.images.find((image) => image.width >= 480) ?? cover?.images.at(-1);
  return (
    <section className="cover-photo" aria-labelledby="cover-title">
      <h4 id="cover-title">Titelbild für die Gäste</h4>
      {cover && preview ? (
        <img className="cover-photo__preview" src={preview.url} width={cover.width} height={cover.height} alt="Vorschau des Titelbilds" />
      ) : (
        <p className="field__hint">Noch kein Titelbild: Die Gäste sehen ein Ornament in den Farben der Hochzeit.</p>
      )}
      <div className="actions">
        <label className="button">
          {cover ? 'Titelbild ersetzen' : 'Titelbild hochladen'}
          <input className="visually-hidden" type="file" accept={COVER_TYPES.join(',')} onChange={upload} disabled={progress !== null} />
        </label>
        {cover && (
          <button type="button" className="button button--danger" onClick={remove} disabled={progress !== null}>
            Titelbild entfernen
          </button>
        )}
      </div>
      <p className="field__hint">JPG, PNG oder WEBP, höchstens 15 MB. Querformat wirkt am schönsten.</p>
      {progress !== null && <ProgressBar value={progress} label="Titelbild wird hochgeladen" />}
      {status.element}
    </section>
  );
}
