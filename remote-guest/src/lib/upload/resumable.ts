/**
 * Resumable uploads (tus 1.0.0) for the gallery and the venue page: a photo goes in chunks of
 * TUS_CHUNK_BYTES; a dropped connection is retried from the offset the server has (HEAD), also
 * after the phone slept or the page was reloaded (tus-js-client keeps the upload's address in
 * localStorage under a fingerprint of the file and of whoever sends it, and removes it once done).
 * tus-js-client is loaded only here, on the first upload: never with the guest's first page.
 */
import type { DetailedError, HttpRequest } from 'tus-js-client';
import { TUS_CHUNK_BYTES, TUS_METADATA, TUS_PATH } from '@hochzeit/contracts/media-constants';
import { ApiError } from '@hochzeit/shared-ui';

/**
 * Waits before each retry of a failed request (no answer, 5xx, 409, 423): about two minutes in
 * all, enough for a phone to find the venue's Wi-Fi again; then the row fails and 'Erneut
 * versuchen' continues from where the server stopped.
 */
export const TUS_RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15000, 30000, 60000];

export interface ResumableUpload {
  file: File;
  /** Sent with every request (the guest's bearer token; the venue token and the phone's id). */
  headers: () => Record<string, string>;
  /** Who sends it: part of the fingerprint, so one phone's guests or venue links never resume each other's uploads. */
  owner: string;
  description?: string;
  uploaderName?: string;
  onProgress: (percent: number) => void;
}

/** A tus error as the API client's error: the server's `{msg}` and status; status 0 when no answer came. */
export function tusError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  let body: unknown = null;
  try {
    body = JSON.parse(response?.getBody() ?? 'null');
  } catch {
    // Not JSON: no server message.
  }
  return new ApiError(status, error.message, body);
}

/** Uploads the file with tus and answers the JSON the server sent with the last chunk (a MediaItem or a VenueUploadedPhoto). */
export async function uploadResumable<T>({ file, headers, owner, description, uploaderName, onProgress }: ResumableUpload): Promise<T> {
  const { Upload } = await import(/* webpackChunkName: "tus" */ 'tus-js-client');
  const metadata: Record<string, string> = { [TUS_METADATA.filename]: file.name, [TUS_METADATA.filetype]: file.type };
  if (description?.trim()) metadata[TUS_METADATA.description] = description;
  if (uploaderName !== undefined) metadata[TUS_METADATA.uploaderName] = uploaderName;
  return new Promise<T>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(TUS_PATH, window.location.origin).toString(),
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: TUS_RETRY_DELAYS,
      metadata,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (f: File) => Promise.resolve(['hochzeit-tus', owner, f.name, f.type, f.size, f.lastModified].join('/')),
      // The headers as they are now (a token renewed meanwhile is used from the next request on).
      onBeforeRequest: (request: HttpRequest) => {
        for (const [name, value] of Object.entries(headers())) request.setHeader(name, value);
      },
      onProgress: (sent, total) => onProgress(total > 0 ? Math.min(99, Math.floor((100 * sent) / total)) : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody()) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      onError: (error) => reject(tusError(error)),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        // The newest unfinished upload of this file by this sender continues where the server stopped.
        const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime)).at(0);
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
