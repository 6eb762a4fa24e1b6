import { type FormEvent, useRef, useState } from 'react';
import { VIDEO_MAX_BYTES, VIDEO_TOO_LARGE, VIDEO_TYPES, VIDEO_WRONG_TYPE } from '@hochzeit/contracts';
import { Field, ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { useNotice } from '../../lib/use-notice';
import { uploadCastleVideo } from './media-api';
import { errorMessage } from '@hochzeit/shared-ui';

export const VIDEO_MISSING = 'Bitte wählen Sie eine Videodatei aus.';
// The server's rules for the castle video (its bytes decide; these spare a long upload that would be refused).
const isVideo = (file: File) => (VIDEO_TYPES as readonly string[]).includes(file.type) || (file.type === '' && /\.(mp4|webm|mov)$/i.test(file.name));

/** 'Schloss-Video': replaces the video the guests see on the castle page with one of the admin's choice. */
export function CastleVideoSection() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const notice = useNotice();
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return notice.error(VIDEO_MISSING);
    if (!isVideo(file)) return notice.error(VIDEO_WRONG_TYPE);
    if (file.size > VIDEO_MAX_BYTES) return notice.error(VIDEO_TOO_LARGE);
    setProgress(0);
    try {
      await uploadCastleVideo(file, setProgress);
      notice.success('Das Schloss-Video wurde ersetzt.');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Hochladen des Videos'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="card" onSubmit={upload} noValidate aria-label="Schloss-Video ersetzen">
      <h2>Schloss-Video</h2>
      <p className="muted">Das Video auf der Gästeseite „Schloss“ durch ein eigenes Video ersetzen (MP4, WebM oder MOV, höchstens 500 MB).</p>
      <Field label="Video-Datei">
        <input ref={input} type="file" accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
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
