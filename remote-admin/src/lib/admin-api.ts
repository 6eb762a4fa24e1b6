import { apiClient, uploadWithProgress } from '@hochzeit/shared-ui';

/** Every admin call carries the admin token (spec core §6). */
export const adminApi = apiClient('admin');

export const adminApiUpload = <T,>(path: string, form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress<T>('admin', path, form, onProgress);
