// Loaded only when the page was opened with preview parameters or a preview is pinned.
import { useEffect, useState } from 'react';
import { parseRemotePin, REMOTE_PREVIEW_MESSAGES } from '@hochzeit/contracts/remote-preview';
import { ApiError, createApi, errorMessage, isTokenExpired, NO_RESPONSE_MESSAGE, storedToken, unwrap } from '@hochzeit/shared-ui';
import { Notice } from '@hochzeit/shared-ui/toolkit';
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
    if (error instanceof ApiError && error.status === 0) return NO_RESPONSE_MESSAGE;
    return errorMessage(error, REMOTE_PREVIEW_MESSAGES.invalidLink);
  }
}

/**
 * The banner of a pinned preview with 'Vorschau beenden', and the alert when the preview the page
 * was opened with was refused (`refusal` resolves to the German message, or null).
 */
export default function RemotePreview({ refusal }: { refusal: Promise<string | null> | null }) {
  const [pin, setPinState] = useState(readPin);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => onPinChange(() => setPinState(readPin())), []);
  useEffect(() => {
    let active = true;
    void refusal?.then((text) => active && setMessage(text));
    return () => {
      active = false;
    };
  }, [refusal]);

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
      <Notice notice={message ? { kind: 'error', text: message } : null} onClose={() => setMessage(null)} timeoutMs={0} />
    </>
  );
}
