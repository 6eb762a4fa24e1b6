import { useState, type FormEvent } from 'react';
import { errorMessage, Field, formatDateTime, formatTime } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import {
  AUDIENCE_LABELS,
  eventPayload,
  eventToForm,
  newEventForm,
  TIMELINE_TYPE_LABELS,
  validateEventForm,
  type Audience,
  type TimelineEvent,
  type TimelineFormValues,
  type TimelineType,
} from './timeline-form';

interface ProviderOption {
  id: number;
  company_name: string;
}

/** 'Tagesplanung / Timeline-Verwaltung' (spec content §2). */
export function TimelinePage() {
  const notice = useNotice();
  const [typeFilter, setTypeFilter] = useState<TimelineType | 'all'>('all');
  const [providerFilter, setProviderFilter] = useState('');
  const [form, setForm] = useState<TimelineFormValues>(() => newEventForm());
  const [editingId, setEditingId] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);

  const query = () => {
    const params = new URLSearchParams();
    if (typeFilter !== 'all') params.set('type', typeFilter);
    if (providerFilter) params.set('service_provider_id', providerFilter);
    const qs = params.toString();
    return adminApi.get<TimelineEvent[]>(`/api/timeline/admin${qs ? `?${qs}` : ''}`);
  };
  const events = useLoad(query, () => notice.error('Fehler beim Laden der Timeline-Ereignisse'), [typeFilter, providerFilter]);
  // A failing provider list is silent (spec content §8).
  const providers = useLoad(() => adminApi.get<ProviderOption[]>('/api/admin/service-providers'), () => undefined);

  function resetForm() {
    setEditingId(null);
    setForm(newEventForm());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = validateEventForm(form);
    if (problem) return notice.error(problem);
    try {
      if (editingId) {
        await adminApi.put(`/api/timeline/admin/${editingId}`, eventPayload(form));
        notice.success('Timeline-Ereignis aktualisiert!');
      } else {
        await adminApi.post('/api/timeline/admin', eventPayload(form));
        notice.success('Neues Timeline-Ereignis erstellt!');
      }
      resetForm();
      await events.reload();
    } catch (e) {
      const fallback = editingId ? 'Fehler beim Aktualisieren des Ereignisses' : 'Fehler beim Erstellen des Ereignisses';
      notice.error(errorMessage(e, fallback) === 'Die Endzeit muss nach der Startzeit liegen' ? 'Die Endzeit muss nach der Startzeit liegen' : fallback);
    }
  }

  async function remove(item: TimelineEvent) {
    if (!window.confirm('Sind Sie sicher, dass Sie dieses Ereignis löschen möchten?')) return;
    try {
      await adminApi.delete(`/api/timeline/admin/${item.id}`);
      notice.success('Ereignis erfolgreich gelöscht!');
      if (editingId === item.id) resetForm();
      await events.reload();
    } catch {
      notice.error('Fehler beim Löschen des Ereignisses');
    }
  }

  async function sendReminder(item: TimelineEvent) {
    if (!window.confirm(`SMS-Erinnerung für "${item.title}" senden?`)) return;
    setSending(item.id);
    try {
      const result = await adminApi.post<{ successful: number; failed: number }>('/api/sms/send-timeline-reminders', { event_id: item.id });
      notice.success(`SMS-Erinnerung für "${item.title}" erfolgreich versendet! ${result.successful} erfolgreich, ${result.failed} fehlgeschlagen.`);
      await events.reload();
    } catch {
      notice.error(`Fehler beim SMS-Versand für "${item.title}"`);
    } finally {
      setSending(null);
    }
  }

  const toggleAudience = (audience: Audience, checked: boolean) =>
    setForm({ ...form, visible_to: checked ? [...form.visible_to, audience] : form.visible_to.filter((a) => a !== audience) });
  const set = (key: keyof TimelineFormValues) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  return (
    <section>
      <h1>Tagesplanung / Timeline-Verwaltung</h1>
      {notice.element}

      <div className="card inline-form" role="search" aria-label="Filter">
        <Field label="Timeline-Typ">
          <select value={typeFilter} onChange={(e) => setTypeFilter(e.target.value as TimelineType | 'all')}>
            <option value="all">Alle Typen</option>
            {Object.entries(TIMELINE_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Dienstleister">
          <select value={providerFilter} onChange={(e) => setProviderFilter(e.target.value)}>
            <option value="">Alle Dienstleister</option>
            {providers.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.company_name}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <form className="card section" onSubmit={save} aria-label="Ereignisformular">
        <h2>{editingId ? 'Ereignis bearbeiten' : 'Neues Ereignis'}</h2>
        <div className="form-grid">
          <Field label="Titel *">
            <input value={form.title} onChange={set('title')} required maxLength={200} />
          </Field>
          <Field label="Start *">
            <input type="datetime-local" value={form.time} onChange={set('time')} required />
          </Field>
          <Field label="Ende" hint="Leer lassen bei Ereignissen ohne Zeitspanne">
            <input type="datetime-local" value={form.end_time} onChange={set('end_time')} />
          </Field>
          <Field label="Typ *">
            <select value={form.timeline_type} onChange={set('timeline_type')} required>
              {Object.entries(TIMELINE_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Ort">
            <input value={form.location} onChange={set('location')} />
          </Field>
          <Field label="Verantwortlich">
            <input value={form.responsible_person} onChange={set('responsible_person')} />
          </Field>
          <Field label="Farbe">
            <input type="color" value={form.event_color} onChange={set('event_color')} />
          </Field>
          <Field label="Dienstleister (optional)">
            <select value={form.service_provider_id} onChange={set('service_provider_id')}>
              <option value="">Keiner</option>
              {providers.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.company_name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Beschreibung *">
          <textarea rows={3} value={form.description} onChange={set('description')} required />
        </Field>
        <fieldset className="course">
          <legend>Sichtbar für *</legend>
          {Object.entries(AUDIENCE_LABELS).map(([value, label]) => (
            <label key={value} className="field field--inline">
              <input type="checkbox" checked={form.visible_to.includes(value as Audience)} onChange={(e) => toggleAudience(value as Audience, e.target.checked)} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <label className="field field--inline">
          <input type="checkbox" checked={form.sms_notification} onChange={(e) => setForm({ ...form, sms_notification: e.target.checked })} />
          <span>SMS-Erinnerung aktivieren</span>
        </label>
        <FormActions submitLabel={editingId ? 'Ereignis aktualisieren' : 'Ereignis erstellen'} onCancel={editingId ? resetForm : undefined} />
      </form>

      <ListState items={events.data} loading={events.loading} empty="Keine Ereignisse gefunden.">
        {(eventList) => (
          <DataTable headers={['Zeit', 'Titel', 'Typ', 'Sichtbar für', 'SMS', 'Aktionen']}>
            {eventList.map((item) => (
              <tr key={item.id}>
                <td>
                  {formatDateTime(item.time)}
                  {item.end_time ? ` – ${formatTime(item.end_time)}` : ''}
                </td>
                <td>
                  <span className="event-swatch" style={{ background: item.event_color }} aria-hidden="true" /> {item.title}
                  {item.location && <div className="muted">{item.location}</div>}
                  {item.service_provider_name && <div className="muted">{item.service_provider_name}</div>}
                </td>
                <td>{TIMELINE_TYPE_LABELS[item.timeline_type]}</td>
                <td>{item.visible_to.map((a) => AUDIENCE_LABELS[a]).join(', ')}</td>
                <td>
                  {item.sms_notification ? (
                    <button className="button button--small" type="button" disabled={item.sms_sent || sending === item.id} onClick={() => sendReminder(item)}>
                      {item.sms_sent ? 'SMS gesendet' : 'SMS senden'}
                    </button>
                  ) : (
                    <span className="muted">Nicht aktiviert</span>
                  )}
                </td>
                <td className="row-actions">
                  <button className="button button--small" type="button" onClick={() => { setEditingId(item.id); setForm(eventToForm(item)); window.scrollTo({ top: 0, behavior: 'smooth' }); }}>
                    Bearbeiten
                  </button>
                  <button className="button button--small button--danger" type="button" onClick={() => remove(item)}>
                    Löschen
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
