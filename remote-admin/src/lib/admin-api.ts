import { uploadWithProgress } from '@hochzeit/shared-ui/toolkit';

/** Multipart uploads with progress; every other admin call goes through the typed client (createApi('admin')). */
export const adminApiUpload = <T,>(path: string, form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress<T>('admin', path, form, onProgress);
