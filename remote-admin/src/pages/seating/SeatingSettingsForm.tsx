import { useState } from 'react';
import type { SeatingSettingsJson } from '@hochzeit/contracts';
import { errorMessage, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field, formatLongDate, formatTime } from '@hochzeit/shared-ui/toolkit';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { seatingApi, seatingSettingsQuery } from './seating-queries';

/** From when guests see 'Ihr Tisch: …' on their dashboard (for example the wedding day); empty: not shown. */
export function SeatingSettingsForm() {
  const settings = useQuery(seatingSettingsQuery());
  if (!settings.data) return null;
  return <SettingsForm key={settings.data.guests_see_table_from ?? ''} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: SeatingSettingsJson }) {
  const [value, setValue] = useState(toLocalInput(settings.guests_see_table_from));
  const change = useAdminChange([['/api/admin/seating/settings']]);
  const status = useNotice();
  const from = settings.guests_see_table_from;
  async function save(next: string | null) {
    try {
      await change(() => unwrap(seatingApi.PUT('/api/admin/seating/settings', { body: { guests_see_table_from: next } })));
      status.success(next ? 'Gespeichert: Gäste sehen ihren Tisch ab dem gewählten Zeitpunkt.' : 'Gespeichert: Gäste sehen ihren Tisch nicht.');
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern'));
    }
  }
  return (
    <form
      className="card section seating-settings"
      aria-label="Tisch für Gäste anzeigen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(value ? fromLocalInput(value) : null);
      }}
    >
      <h2>Tisch für Gäste anzeigen</h2>
      <p className="muted">
        {from
          ? `Gäste sehen „Ihr Tisch: …“ auf ihrer Übersicht ab ${formatLongDate(from)}, ${formatTime(from)} Uhr.`
          : 'Gäste sehen ihren Tisch noch nicht. Wählen Sie, ab wann (zum Beispiel ab dem Hochzeitstag).'}
      </p>
      <Field label="Gäste sehen ihren Tisch ab">
        <input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <div className="actions">
        <button className="button button--primary" type="submit">
          Speichern
        </button>
        {from && (
          <button className="button" type="button" onClick={() => void save(null)}>
            Nicht mehr anzeigen
          </button>
        )}
        {status.element}
      </div>
    </form>
  );
}
