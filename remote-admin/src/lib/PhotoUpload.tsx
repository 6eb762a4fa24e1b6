import { useState } from 'react';
import type { StoryImageReply } from '@hochzeit/contracts';
import { errorMessage } from '@hochzeit/shared-ui';
import { Field, ProgressBar, uploadWithProgress } from '@hochzeit/shared-ui/toolkit';

/**
 * A photo from the admin's device for the story or a guest page: uploaded through
 * POST /api/story/admin/images (type by content, size limit, one WebP), then its address is handed on.
 */
export function PhotoUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setError(null);
    setProgress(0);
    try {
      const { url } = await uploadWithProgress<StoryImageReply>('admin', '/api/story/admin/images', form, setProgress);
      onUploaded(url);
    } catch (e) {
      setError(errorMessage(e, 'Das Foto konnte nicht hochgeladen werden.'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <Field label={label}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Field>
      {progress !== null && <ProgressBar value={progress} label="Foto wird hochgeladen" />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
