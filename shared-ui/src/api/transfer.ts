import { storedToken, type UserType } from '../session/tokens';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-error';

/**
 * POSTs multipart form data with upload progress (0–100). fetch() cannot report upload
 * progress, so this one uses XMLHttpRequest.
 */
export function uploadWithProgress<T>(audience: UserType, path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = storedToken(audience);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { msg?: string; error?: string } | null;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as { msg?: string; error?: string }) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(new ApiError(request.status, body?.msg ?? body?.error ?? `HTTP ${request.status}`, body));
    };
    request.onerror = () => reject(new ApiError(0, NO_RESPONSE_MESSAGE));
    request.send(form);
  });
}

/** The file name from a Content-Disposition header (RFC 6266, filename* preferred), else `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback = 'export'): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** Fetches a file with the audience's bearer token and hands it to the browser as a download. */
export async function downloadFile(audience: UserType, path: string, fallbackName = 'export'): Promise<string> {
  const token = storedToken(audience);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NO_RESPONSE_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(response.status, body?.msg ?? `HTTP ${response.status}`, body);
  }
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
