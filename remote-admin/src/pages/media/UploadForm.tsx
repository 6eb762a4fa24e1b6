import { useEffect, useMemo, useState } from 'react';
import { AdminUploadInput, MEDIA_FOLDERS, type MediaItemJson } from '@hochzeit/contracts';
import { Field, ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { useNotice } from '../../lib/use-notice';
import { useFolderLabels } from './folder-labels';
import { uploadMedia } from './media-api';
import { checkUploadFiles, inBatches, UPLOAD_ACCEPT } from './upload-check';
import { Options } from '../../lib/Options';
import { errorMessage } from '@hochzeit/shared-ui';

export const UPLOAD_FAILED = 'Ein Fehler ist beim Hochladen aufgetreten.';
const canPreview = (file: File) => file.type.startsWith('image/') && !/hei[cf]$/i.test(file.type);
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`;

/** Object URLs of the chosen files for their previews, revoked when the choice changes or the form goes. */
function usePreviewUrls(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => (canPreview(file) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** Photos into a chosen folder with an optional description: previews, the spec's checks, progress. */
export function UploadForm({ onUploaded }: { onUploaded: (items: MediaItemJson[]) => Promise<void> }) {
  const { register, handleSubmit, reset, formState } = useContractForm(AdminUploadInput, { folder: 'wartensee', description: '' });
  const folderLabels = useFolderLabels();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const toast = useNotice();
  // A new key gives a fresh (empty) file input once its files are gone.
  const [inputKey, setInputKey] = useState(0);
  const previews = usePreviewUrls(files);

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    setFiles(chosen);
    setProblem(chosen.length ? checkUploadFiles(chosen) : null);
  }

  function drop(index: number) {
    const rest = files.filter((_, i) => i !== index);
    setFiles(rest);
    setProblem(rest.length ? checkUploadFiles(rest) : null);
    if (rest.length === 0) setInputKey((key) => key + 1);
  }

  const submit = handleSubmit(async ({ folder, description }) => {
    const refusal = checkUploadFiles(files);
    setProblem(refusal);
    if (refusal) return;
    // The server takes a limited number of files per request: larger choices go in several, one after the other.
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    const created: MediaItemJson[] = [];
    setProgress(0);
    try {
      for (const batch of inBatches(files)) {
        const size = batch.reduce((sum, file) => sum + file.size, 0);
        created.push(...(await uploadMedia(batch, folder, description ?? '', (percent) => setProgress(((done + (size * percent) / 100) / total) * 100))));
        done += size;
      }
      toast.success(created.length === 1 ? '1 Datei hochgeladen' : `${created.length} Dateien hochgeladen`);
      setFiles([]);
      setInputKey((key) => key + 1);
      reset({ folder, description: '' });
      await onUploaded(created);
    } catch (e) {
      setProblem(errorMessage(e, UPLOAD_FAILED));
      toast.error('Fehler beim Hochladen');
      // Files of earlier requests are stored: the list shows them.
      if (created.length) await onUploaded(created);
    } finally {
      setProgress(null);
    }
  });

  return (
    <form className="card media-upload" onSubmit={submit} noValidate aria-label="Medien hochladen">
      <h2>Medien hochladen</h2>
      <div className="form-grid">
        <Field label="Zielordner" error={formState.errors.folder?.message}>
          <select {...register('folder')}>
            <Options items={MEDIA_FOLDERS} label={(folder) => folderLabels[folder]} />
          </select>
        </Field>
        <Field label="Beschreibung (optional)" error={formState.errors.description?.message}>
          <input {...register('description')} maxLength={1000} />
        </Field>
        <Field label="Dateien" hint="JPG, PNG, GIF, WEBP oder HEIC, je höchstens 20 MB">
          <input key={inputKey} type="file" multiple accept={UPLOAD_ACCEPT} onChange={(e) => choose(e.target.files)} />
        </Field>
      </div>
      {files.length > 0 && (
        <ul className="upload-previews" aria-label="Ausgewählte Dateien">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="upload-preview">
              {previews[index] ? <img src={previews[index]} alt={`Vorschau: ${file.name}`} /> : <span className="upload-preview__placeholder">{file.name.split('.').pop()?.toUpperCase()}</span>}
              <span className="upload-preview__name">{file.name}</span>
              <span className="muted">{kilobytes(file.size)}</span>
              <button type="button" className="button button--small button--ghost" onClick={() => drop(index)} aria-label={`${file.name} entfernen`} disabled={progress !== null}>
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {progress !== null && <ProgressBar value={progress} label="Upload-Fortschritt" />}
      <FormActions submitLabel="Hochladen" disabled={progress !== null} status={toast.element} />
    </form>
  );
}
