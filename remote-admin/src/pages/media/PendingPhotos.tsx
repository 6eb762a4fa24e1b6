import { useState } from 'react';
import { MEDIA_IDS_REQUIRED } from '@hochzeit/contracts/media-constants';
import { errorMessage, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { mediaApi } from './media-api';
import './venue.css';
import { APPROVAL_DATA, pendingQuery } from './venue-queries';

const photos = (n: number) => (n === 1 ? '1 Foto' : `${n} Fotos`);
export const REJECT_QUESTION = (n: number) => `${photos(n)} ablehnen? Abgelehnte Fotos werden gelöscht.`;

/**
 * 'Warten auf Freigabe': photos from the venue link the couple has not approved yet, with the
 * uploader's name; several chosen at once, then 'Freigeben' (guests and the wall see them) or
 * 'Ablehnen' (asks first, then deletes them). Shown in 'Medienverwaltung' and on the wall's admin view.
 */
export function PendingPhotos({ onApproved }: { onApproved?: () => void } = {}) {
  const pending = useQuery(pendingQuery());
  const change = useAdminChange(APPROVAL_DATA);
  const notice = useNotice();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const items = pending.data ?? [];
  // Only photos still waiting count as chosen (another tab may have approved some).
  const ids = items.filter((item) => chosen.has(item.id)).map((item) => item.id);

  if (pending.isError)
    return (
      <p className="form-error" role="alert">
        {errorMessage(pending.error, 'Fehler beim Laden der Fotos zur Freigabe')}
      </p>
    );
  // Nothing waits (any more): only the last decision's message stays.
  if (items.length === 0) return notice.element;

  const toggle = (id: number) => setChosen((current) => (current.has(id) ? new Set([...current].filter((c) => c !== id)) : new Set([...current, id])));
  const all = ids.length === items.length;

  async function decide(approve: boolean) {
    if (ids.length === 0) return notice.error(MEDIA_IDS_REQUIRED);
    if (!approve && !window.confirm(REJECT_QUESTION(ids.length))) return;
    setBusy(true);
    try {
      const { ids: done } = await change(() => (approve ? mediaApi.approve(ids) : mediaApi.reject(ids)));
      setChosen(new Set());
      if (approve) onApproved?.();
      notice.success(`${photos(done.length)} ${approve ? 'freigegeben' : 'abgelehnt'}.`);
    } catch (error) {
      notice.error(errorMessage(error, 'Fehler beim Speichern der Änderungen'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="pending-photos" aria-labelledby="pending-photos-heading">
      <h2 id="pending-photos-heading">Warten auf Freigabe ({items.length})</h2>
      <div className="actions pending-photos__actions">
        <label className="checkbox">
          <input type="checkbox" checked={all} onChange={() => setChosen(all ? new Set() : new Set(items.map((item) => item.id)))} /> Alle auswählen
        </label>
        <button type="button" className="button button--primary" disabled={busy || ids.length === 0} onClick={() => void decide(true)}>
          Freigeben{ids.length > 0 ? ` (${ids.length})` : ''}
        </button>
        <button type="button" className="button button--danger" disabled={busy || ids.length === 0} onClick={() => void decide(false)}>
          Ablehnen{ids.length > 0 ? ` (${ids.length})` : ''}
        </button>
      </div>
      <ul className="pending-photos__grid">
        {items.map((item) => (
          <li key={item.id} className={`pending-photos__item${chosen.has(item.id) ? ' pending-photos__item--chosen' : ''}`}>
            <label>
              <input type="checkbox" checked={chosen.has(item.id)} onChange={() => toggle(item.id)} aria-label={`${item.filename} von ${item.uploader_name ?? 'unbekannt'} auswählen`} />
              <img src={`${item.thumbnail_url}?width=300&format=webp`} alt="" width={150} height={150} loading="lazy" />
              <span className="pending-photos__meta">
                <strong>{item.uploader_name ?? 'Unbekannt'}</strong>
                <span>{formatDateTime(item.uploaded_at)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {notice.element}
    </section>
  );
}
