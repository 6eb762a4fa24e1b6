import { useState } from 'react';
import type { MediaFolder } from '@hochzeit/contracts';
import { useNotice } from '../../lib/use-notice';
import { browserLocation, mediaApi } from './media-api';

/**
 * 'Ordner herunterladen' / 'Gruppe herunterladen': asks the server for a signed address of the
 * ZIP and lets the browser stream it from there (no bearer header needed, nothing held in memory).
 */
export function DownloadButton({ target, label, name }: { target: { folder: MediaFolder } | { group_id: number }; label: string; name: string }) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { url } = await mediaApi.downloadLink(target);
      browserLocation.assign(url);
      notice.info('Der Download startet …');
    } catch {
      notice.error('Fehler beim Herunterladen');
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="download">
      <button type="button" className="button button--small" onClick={download} disabled={busy} aria-label={`${label}: ${name}`}>
        {label}
      </button>
      {notice.element}
    </span>
  );
}
