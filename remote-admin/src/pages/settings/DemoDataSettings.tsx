import { useState } from 'react';
import { type DemoDataRemoval, demoDataSummary } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap } from '@hochzeit/shared-ui';
import { Notice, type NoticeMessage } from '@hochzeit/shared-ui/toolkit';
import { ALL_DATA, useAdminChange } from '../../lib/queries';

const api = createApi('admin');

const CONFIRM =
  'Demodaten jetzt entfernen? Die Beispiel-Gäste, -Zimmer, -Standorte, -Menüs, -Dienstleister, der Beispiel-Tagesplan, ' +
  'die Beispiel-Laufschrift, die Beispiel-Story und die Beispiel-Wunschliste werden gelöscht. Das lässt sich nicht rückgängig machen.';

/** The outcome in one sentence: what went, and what stayed because the couple's own entries use it. */
export function removalText({ removed, kept }: DemoDataRemoval): string {
  const summary = demoDataSummary(removed);
  const text = summary ? `Demodaten entfernt: ${summary}.` : 'Es sind keine Demodaten mehr vorhanden.';
  if (kept === 0) return text;
  const stays =
    kept === 1
      ? '1 Demo-Eintrag bleibt, weil Ihre eigenen Einträge ihn verwenden oder Sie ihn geändert haben.'
      : `${kept} Demo-Einträge bleiben, weil Ihre eigenen Einträge sie verwenden oder Sie sie geändert haben.`;
  return `${text} ${stays}`;
}

/**
 * 'Demodaten entfernen': a couple who started with the demo wedding removes it in one step and
 * keeps everything they entered themselves, their admin accounts and the wedding's settings.
 */
export function DemoDataSettings() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NoticeMessage | null>(null);
  const change = useAdminChange(ALL_DATA);

  async function remove() {
    if (!window.confirm(CONFIRM)) return;
    setBusy(true);
    setResult(null);
    try {
      const removal = await change(() => unwrap(api.POST('/api/admin/demo-data/remove')));
      setResult({ kind: 'success', text: removalText(removal) });
    } catch (e) {
      setResult({ kind: 'error', text: errorMessage(e, 'Fehler beim Entfernen der Demodaten') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="demo-data-title">
      <h3 id="demo-data-title">Demodaten</h3>
      <p>
        Beim ersten Start zeigt das Portal eine Beispiel-Hochzeit, damit jede Seite Inhalt hat. Wenn Sie mit Ihren eigenen Daten beginnen,
        entfernen Sie die Beispiel-Gäste, -Zimmer, -Menüs und -Dienstleister, den Beispiel-Tagesplan, die Laufschrift, die Story und die
        Wunschliste der Demo in einem Schritt. Was Sie selbst angelegt haben, bleibt erhalten, ebenso die Admin-Zugänge und diese Einstellungen.
      </p>
      <div className="actions">
        <button className="button button--danger" type="button" onClick={remove} disabled={busy}>
          Demodaten entfernen
        </button>
        {busy && <span className="muted">Wird entfernt …</span>}
        <Notice notice={result} onClose={() => setResult(null)} timeoutMs={0} />
      </div>
    </section>
  );
}
