import { type FormEvent, useRef, useState } from 'react';
import { Field, ProgressBar } from '@hochzeit/shared-ui';
import { useNotice } from '../../lib/use-notice';
import { serverMessage, uploadCastleVideo } from './media-api';

export const VIDEO_MISSING = 'Bitte wählen Sie eine Videodatei aus.';
export const VIDEO_WRONG_TYPE = 'Nur MP4-Videos erlaubt.';
const isMp4 = (file: File) => file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));

/** 'Schloss-Video': replaces the video the guests see on the castle page with an MP4 of the admin's choice. */
export function CastleVideoSection() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const notice = useNotice();
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return notice.error(VIDEO_MISSING);
    if (!isMp4(file)) return notice.error(VIDEO_WRONG_TYPE);
    setProgress(0);
    try {
      await uploadCastleVideo(file, setProgress);
      notice.success('Das Schloss-Video wurde ersetzt.');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      notice.error(serverMessage(e, 'Fehler beim Hochladen des Videos'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="card" onSubmit={upload} noValidate aria-label="Schloss-Video ersetzen">
      <h2>Schloss-Video</h2>
      <p className="muted">Das Video auf der Gästeseite „Schloss“ durch ein eigenes MP4-Video ersetzen.</p>
      <Field label="Video-Datei (MP4)">
        <input ref={input} type="file" accept="video/mp4,.mp4" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      {progress !== null && <ProgressBar value={progress} label="Video-Upload-Fortschritt" />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={progress !== null}>
          Video hochladen
        </button>
        {notice.element}
      </div>
    </form>
  );
}
