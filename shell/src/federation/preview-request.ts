import { REMOTE_PREVIEW_QUERY, REMOTE_PREVIEW_TOKEN_QUERY } from '@hochzeit/contracts/remote-runtime';

/** `?remote=guest@1.4.0` and `&preview=<token>` as the page was opened. */
export interface PreviewRequest {
  pin: string | null;
  token: string | null;
}

/**
 * Reads the preview parameters once, before the router starts (a redirect would drop them), and
 * removes them from the address bar so a copied or reloaded URL does not carry the token.
 */
export function takePreviewRequest(): PreviewRequest | null {
  const url = new URL(location.href);
  const pin = url.searchParams.get(REMOTE_PREVIEW_QUERY);
  const token = url.searchParams.get(REMOTE_PREVIEW_TOKEN_QUERY);
  if (pin === null && token === null) return null;
  url.searchParams.delete(REMOTE_PREVIEW_QUERY);
  url.searchParams.delete(REMOTE_PREVIEW_TOKEN_QUERY);
  history.replaceState(history.state, '', url);
  return { pin, token };
}
