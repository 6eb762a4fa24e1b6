import { useState, type FormEvent } from 'react';
import { errorMessage, Field, Loading, type EventSettings } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { fromLocalInput, toLocalInput } from '../timeline/timeline-form';

/** Title, date and venue of the wedding: the guests' countdown and info pages read them. */
export function EventSettingsForm() {
  const notice = useNotice();
  const [form, setForm] = useState<EventSettings | null>(null);
  useLoad(
    async () => {
      const settings = await adminApi.get<EventSettings>('/api/event-settings');
      setForm({ ...settings, starts_at: toLocalInput(settings.starts_at) });
      return settings;
    },
    () => notice.error('Die Hochzeitsdaten konnten nicht geladen werden.'),
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    try {
      await adminApi.put('/api/admin/event-settings', { ...form, starts_at: fromLocalInput(form.starts_at) });
      notice.success('Hochzeitsdaten gespeichert');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Speichern der Hochzeitsdaten'));
    }
  }

  if (!form) return <Loading />;
  const set = (key: keyof EventSettings) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <form className="card" onSubmit={save} aria-labelledby="event-title">
      <h2 id="event-title">Hochzeit</h2>
      {notice.element}
      <div className="form-grid">
        <Field label="Titel">
          <input value={form.title} onChange={set('title')} required />
        </Field>
        <Field label="Datum und Uhrzeit">
          <input type="datetime-local" value={form.starts_at} onChange={set('starts_at')} required />
        </Field>
        <Field label="Ort">
          <input value={form.venue_name} onChange={set('venue_name')} required />
        </Field>
        <Field label="Adresse">
          <input value={form.venue_address} onChange={set('venue_address')} required />
        </Field>
      </div>
      <div className="actions">
        <button className="button button--primary" type="submit">
          Hochzeitsdaten speichern
        </button>
      </div>
    </form>
  );
}
