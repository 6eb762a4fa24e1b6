// Loaded only when the page was opened with preview parameters or a preview is pinned.
import { useEffect, useState } from 'react';
import { parseRemotePin, REMOTE_PREVIEW_MESSAGES } from '@hochzeit/contracts/remote-runtime';
import { ApiError, createApi, isTokenExpired, Notice, NO_RESPONSE_MESSAGE, storedToken, unwrap } from '@hochzeit/shared-ui';
import type { PreviewRequest } from './preview-request';
import { onPinChange, readPin, setPin } from './remote-registry';

/**
 * Pins the requested release for this browser session, or answers why not (German). Without a
 * preview token only a signed-in admin may pin, and the shell asks for a token on their behalf;
 * the token's release must be the requested one.
 */
export async function applyPreviewRequest({ pin, token }: PreviewRequest): Promise<string | null> {
  const wanted = parseRemotePin(pin);
  if (!wanted) return REMOTE_PREVIEW_MESSAGES.invalidPin;
  try {
    let previewToken = token;
    if (!previewToken) {
      if (isTokenExpired(storedToken('admin'))) return REMOTE_PREVIEW_MESSAGES.forbidden;
      previewToken = (await unwrap(createApi('admin').POST('/api/remote-previews', { body: wanted }))).token;
    }
    const release = await unwrap(createApi(null).POST('/api/remote-previews/resolve', { body: { token: previewToken } }));
    if (release.remote !== wanted.remote || release.version !== wanted.version) return REMOTE_PREVIEW_MESSAGES.invalidLink;
    setPin(release);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status === 0 ? NO_RESPONSE_MESSAGE : error.message || REMOTE_PREVIEW_MESSAGES.invalidLink;
  }
}

/** One request per page, also when React runs effects twice in development. */
const applied = new WeakMap<PreviewRequest, Promise<string | null>>();

/** The banner of a pinned preview with 'Vorschau beenden', and the alert of a refused one. */
export default function RemotePreview({ request }: { request: PreviewRequest | null }) {
  const [pin, setPinState] = useState(readPin);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => onPinChange(() => setPinState(readPin())), []);
  useEffect(() => {
    if (!request) return;
    let active = true;
    if (!applied.has(request)) applied.set(request, applyPreviewRequest(request).catch(() => REMOTE_PREVIEW_MESSAGES.invalidLink));
    void applied.get(request)!.then((message) => active && setRefusal(message));
    return () => {
      active = false;
    };
  }, [request]);

  return (
    <>
      {pin && (
        <div className="notice notice--info" role="status">
          <span>{REMOTE_PREVIEW_MESSAGES.banner(pin.remote, pin.version)}</span>
          <button type="button" className="button" onClick={() => setPin(null)}>
            {REMOTE_PREVIEW_MESSAGES.leave}
          </button>
        </div>
      )}
      <Notice notice={refusal ? { kind: 'error', text: refusal } : null} onClose={() => setRefusal(null)} timeoutMs={0} />
    </>
  );
}
