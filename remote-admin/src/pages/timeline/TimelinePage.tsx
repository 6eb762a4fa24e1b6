import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  DEFAULT_EVENT_COLOR,
  DEFAULT_TIMELINE_TYPE,
  DEFAULT_VISIBLE_TO,
  TIMELINE_AUDIENCE_LABELS,
  TIMELINE_AUDIENCES,
  TIMELINE_MESSAGES,
  TIMELINE_TYPE_LABELS,
  TIMELINE_TYPES,
  TimelineEventInput,
  type TimelineEventInputValues,
  type TimelineEventJson,
  type TimelineType,
} from '@hochzeit/contracts';
import { createApi, errorMessage, eventSettingsQuery, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime, formatTime } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { ListState } from '../../lib/ListState';
import { ResponsiveList } from '../../lib/ResponsiveList';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { scrollIntoView } from '../../lib/scroll';
import { serviceProvidersQuery, timelineQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useRowNotice } from '../../lib/use-row-notice';
import { useUndoableDelete } from '../../lib/use-undoable-delete';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';
import { Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');

/**
 * A new event: starts at the wedding's start (a day plan is planned for that day, not for the
 * moment the couple types; until the settings have loaded, now), Inner Circle, visible to admin,
 * guest and organizer, dark green.
 */
const newEvent = (weddingStart?: string): TimelineEventInputValues => ({
  title: '',
  time: weddingStart ?? new Date().toISOString(),
  end_time: '',
  description: '',
  timeline_type: DEFAULT_TIMELINE_TYPE,
  visible_to: [...DEFAULT_VISIBLE_TO],
  location: '',
  responsible_person: '',
  event_color: DEFAULT_EVENT_COLOR,
  sms_notification: false,
  service_provider_id: null,
});

/** 'Tagesplanung / Timeline-Verwaltung': filters, the event form and the events table. */
export function TimelinePage() {
  const saveNotice = useNotice();
  const rowNotice = useRowNotice();
  const undoable = useUndoableDelete();
  const [typeFilter, setTypeFilter] = useState<TimelineType | 'all'>('all');
  const [providerFilter, setProviderFilter] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [remindingId, setRemindingId] = useState<number | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const weddingStart = useQuery(eventSettingsQuery()).data?.starts_at;
  const form = useContractForm(TimelineEventInput, newEvent(weddingStart));
  const { register, control, formState: { errors, isSubmitting } } = form;
  // The settings usually arrive after the form was made: an untouched new event moves to the wedding day.
  useEffect(() => {
    if (weddingStart && editingId === null && !form.getFieldState('time').isDirty) form.resetField('time', { defaultValue: weddingStart });
  }, [weddingStart, editingId, form]);

  // The type is sent only when it is not 'all'.
  const filters = { type: typeFilter === 'all' ? undefined : typeFilter, service_provider_id: providerFilter ?? undefined };
  // While other filters load, the list shows the previous ones' events.
  const events = useQuery({ ...timelineQuery(filters), placeholderData: (previous) => previous });
  // A failing provider list is silent: the dropdowns just stay empty.
  const providers = useQuery(serviceProvidersQuery());
  const change = useAdminChange([['/api/timeline/admin'], ['/api/sms/batches']]);

  function resetForm() {
    setEditingId(null);
    form.reset(newEvent(weddingStart));
  }

  function edit(item: TimelineEventJson) {
    setEditingId(item.id);
    form.reset(item);
    scrollIntoView(formElement.current, { behavior: 'smooth', block: 'start' });
  }

  const save = form.handleSubmit(async (event) => {
    try {
      if (editingId) {
        await change(() => unwrap(api.PUT('/api/timeline/admin/{id}', { params: { path: { id: editingId } }, body: event })));
        saveNotice.success('Timeline-Ereignis aktualisiert!');
      } else {
        await change(() => unwrap(api.POST('/api/timeline/admin', { body: event })));
        saveNotice.success('Neues Timeline-Ereignis erstellt!');
      }
      resetForm();
    } catch (e) {
      const fallback = editingId ? 'Fehler beim Aktualisieren des Ereignisses' : 'Fehler beim Erstellen des Ereignisses';
      saveNotice.error(errorMessage(e, fallback) === TIMELINE_MESSAGES.endBeforeStart ? TIMELINE_MESSAGES.endBeforeStart : fallback);
    }
  });

  /** Asked first (the spec's question), then gone from the list with 'Rückgängig' for 10 s before the server deletes. */
  function remove(item: TimelineEventJson) {
    if (editingId === item.id) resetForm();
    undoable.remove({
      key: String(item.id),
      text: `„${item.title}“ gelöscht.`,
      commit: async () => {
        await change(() => unwrap(api.DELETE('/api/timeline/admin/{id}', { params: { path: { id: item.id } } })));
        rowNotice.success(null, 'Ereignis erfolgreich gelöscht!');
      },
      onFailed: () => rowNotice.error(item.id, 'Fehler beim Löschen des Ereignisses'),
    });
  }

  /** The event's SMS reminder to the guests whose day plan shows it; afterwards the row reads 'SMS gesendet'. */
  async function sendReminder(item: TimelineEventJson) {
    if (!window.confirm(`SMS-Erinnerung für "${item.title}" senden?`)) return;
    setRemindingId(item.id);
    try {
      const reply = await change(() => unwrap(api.POST('/api/sms/send-timeline-reminders', { body: { event_id: item.id } })));
      // A large reminder may still be going out when the server answers: say how many are left.
      const pending = reply.pending > 0 ? ` ${reply.pending} werden noch gesendet.` : '';
      rowNotice.success(item.id, `SMS-Erinnerung für "${item.title}" erfolgreich versendet! ${reply.successful} erfolgreich, ${reply.failed} fehlgeschlagen.${pending}`);
    } catch (e) {
      const lead = `Fehler beim SMS-Versand für "${item.title}"`;
      const reason = errorMessage(e, '');
      rowNotice.error(item.id, reason ? `${lead}: ${reason}` : lead);
    } finally {
      setRemindingId(null);
    }
  }

  const providerOptions = <Options items={providers.data ?? []} label={(p) => p.company_name} />;

  return (
    <section>
      <h1>Tagesplanung / Timeline-Verwaltung</h1>
      <LoadFailure query={events} text="Fehler beim Laden der Timeline-Ereignisse" />

      <div className="card inline-form" role="search" aria-label="Filter">
        <Field label="Timeline-Typ">
          <select value={typeFilter} onChange={(e) => setTypeFilter(e.target.value as TimelineType | 'all')}>
            <Options placeholder="Alle Typen" placeholderValue="all" items={TIMELINE_TYPES} label={(type) => TIMELINE_TYPE_LABELS[type]} />
          </select>
        </Field>
        <Field label="Dienstleister">
          <select value={providerFilter ?? ''} onChange={(e) => setProviderFilter(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Alle Dienstleister</option>
            {providerOptions}
          </select>
        </Field>
      </div>

      <form ref={formElement} className="card section" onSubmit={save} noValidate aria-label="Ereignisformular">
        <h2>{editingId ? 'Ereignis bearbeiten' : 'Neues Ereignis'}</h2>
        <div className="form-grid form-grid--top">
          <Field label="Titel *" error={errors.title?.message}>
            <input {...register('title')} required maxLength={200} />
          </Field>
          {/* Stored instants are edited as local date and time; the form holds ISO text, as the API takes it. */}
          <Controller
            control={control}
            name="time"
            render={({ field }) => (
              <Field label="Start *" error={errors.time?.message}>
                <input type="datetime-local" required ref={field.ref} name={field.name} value={toLocalInput(field.value)} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value ? fromLocalInput(e.target.value) : '')} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="end_time"
            render={({ field }) => (
              <Field label="Ende" hint="Leer lassen bei Ereignissen ohne Zeitspanne" error={errors.end_time?.message}>
                <input type="datetime-local" ref={field.ref} name={field.name} value={toLocalInput(field.value)} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value ? fromLocalInput(e.target.value) : '')} />
              </Field>
            )}
          />
          <Field label="Typ *" error={errors.timeline_type?.message}>
            <select {...register('timeline_type')} required>
              <Options items={TIMELINE_TYPES} label={(type) => TIMELINE_TYPE_LABELS[type]} />
            </select>
          </Field>
          <Field label="Ort" error={errors.location?.message}>
            <input {...register('location')} />
          </Field>
          <Field label="Verantwortlich" error={errors.responsible_person?.message}>
            <input {...register('responsible_person')} />
          </Field>
          <Field label="Farbe" error={errors.event_color?.message}>
            <input type="color" {...register('event_color')} />
          </Field>
          <Field label="Dienstleister (optional)" error={errors.service_provider_id?.message}>
            <select {...register('service_provider_id', asOptionalNumber)}>
              <option value="">Keiner</option>
              {providerOptions}
            </select>
          </Field>
        </div>
        <Field label="Beschreibung *" error={errors.description?.message}>
          <textarea rows={3} {...register('description')} required />
        </Field>
        <fieldset className="course">
          <legend>Sichtbar für *</legend>
          {TIMELINE_AUDIENCES.map((audience) => (
            <label key={audience} className="field field--inline">
              <input type="checkbox" value={audience} {...register('visible_to')} />
              <span>{TIMELINE_AUDIENCE_LABELS[audience]}</span>
            </label>
          ))}
          {errors.visible_to && (
            <small className="field__error" role="alert">
              {errors.visible_to.message}
            </small>
          )}
        </fieldset>
        <label className="field field--inline">
          <input type="checkbox" {...register('sms_notification')} />
          <span>SMS-Erinnerung aktivieren</span>
        </label>
        <FormActions submitLabel={editingId ? 'Ereignis aktualisieren' : 'Ereignis erstellen'} onCancel={editingId ? resetForm : undefined} disabled={isSubmitting} status={saveNotice.element} />
      </form>

      {rowNotice.at(null)}
      {undoable.element}
      <ListState items={events.data?.filter((event) => !undoable.isPending(String(event.id)))} loading={events.isPending} empty="Keine Ereignisse gefunden.">
        {(eventList) => (
          <ResponsiveList
            label="Ereignisse"
            rows={eventList}
            rowKey={(item) => item.id}
            rowName={(item) => item.title}
            columns={[
              {
                header: 'Zeit',
                card: true,
                cell: (item) => (
                  <>
                    {formatDateTime(item.time)}
                    {item.end_time ? ` – ${formatTime(item.end_time)}` : ''}
                  </>
                ),
              },
              {
                header: 'Titel',
                primary: true,
                cell: (item) => (
                  <>
                    <span className="event-swatch" style={{ background: item.event_color }} aria-hidden="true" /> {item.title}
                    {item.location && <div className="muted">{item.location}</div>}
                    {item.service_provider_name && <div className="muted">{item.service_provider_name}</div>}
                  </>
                ),
              },
              { header: 'Typ', card: true, cell: (item) => TIMELINE_TYPE_LABELS[item.timeline_type] },
              { header: 'Sichtbar für', cell: (item) => item.visible_to.map((a) => TIMELINE_AUDIENCE_LABELS[a]).join(', ') },
              {
                header: 'SMS',
                card: true,
                cell: (item) =>
                  item.sms_notification ? (
                    <button className="button button--small" type="button" disabled={item.sms_sent || remindingId === item.id} onClick={() => sendReminder(item)}>
                      {item.sms_sent ? 'SMS gesendet' : 'SMS senden'}
                    </button>
                  ) : (
                    <span className="muted">Nicht aktiviert</span>
                  ),
              },
            ]}
            notice={(item) => rowNotice.at(item.id)}
            actions={(item) => <RowActions onEdit={() => edit(item)} onDelete={() => remove(item)} confirmDelete="Sind Sie sicher, dass Sie dieses Ereignis löschen möchten?" />}
          />
        )}
      </ListState>
    </section>
  );
}
