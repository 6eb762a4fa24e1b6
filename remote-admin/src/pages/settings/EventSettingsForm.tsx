import { DEFAULT_VENUE_TIME_ZONE, EventSettingsInput, type EventSettingsInputValues } from '@hochzeit/contracts';
import { GUEST_ADDRESS_LABELS, GUEST_ADDRESSES } from '@hochzeit/contracts/guest-texts';
import { useId, useMemo } from 'react';
import { createApi, errorMessage, eventSettingsQuery, Loading, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { CoverPhotoSection } from './CoverPhotoSection';
import { Controller } from 'react-hook-form';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';

const api = createApi('admin');

/** The zones the browser knows, offered while typing; any IANA name the server accepts may be entered. */
function knownTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_VENUE_TIME_ZONE];
  }
}

function EventForm({ settings }: { settings: EventSettingsInputValues }) {
  const status = useNotice();
  const change = useAdminChange([eventSettingsQuery().queryKey]);
  const { register, handleSubmit, control, formState } = useContractForm(EventSettingsInput, settings);
  const { errors } = formState;
  const zones = useMemo(() => knownTimeZones(), []);
  const zoneList = useId();

  const save = handleSubmit(async (values) => {
    try {
      await change(() => unwrap(api.PUT('/api/admin/event-settings', { body: EventSettingsInput.encode(values) })));
      status.success('Hochzeitsdaten gespeichert');
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern der Hochzeitsdaten'));
    }
  });

  return (
    <form onSubmit={save} aria-labelledby="event-title">
      <div className="form-grid">
        <Field label="Titel" error={errors.title?.message}>
          <input {...register('title')} />
        </Field>
        <Field label="Namen des Brautpaars" hint="So stehen sie über dem Dashboard der Gäste, z. B. Anna & Lukas" error={errors.couple_names?.message}>
          <input {...register('couple_names')} autoComplete="off" />
        </Field>
        {/* The form keeps the start as the API's ISO text; the input shows it in the browser's time zone. */}
        <Controller
          control={control}
          name="starts_at"
          render={({ field }) => (
            <Field label="Datum und Uhrzeit" error={errors.starts_at?.message}>
              <input
                type="datetime-local"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ? toLocalInput(field.value) : ''}
                onChange={(e) => field.onChange(e.target.value ? fromLocalInput(e.target.value) : '')}
              />
            </Field>
          )}
        />
        <Field label="Ort" error={errors.venue_name?.message}>
          <input {...register('venue_name')} />
        </Field>
        <Field label="Adresse" error={errors.venue_address?.message}>
          <input {...register('venue_address')} />
        </Field>
        <Field label="Zeitzone des Veranstaltungsorts" hint="Uhrzeiten und Daten in SMS werden in dieser Zeitzone geschrieben, z. B. Europe/Zurich" error={errors.time_zone?.message}>
          <input {...register('time_zone')} list={zoneList} autoComplete="off" spellCheck={false} />
        </Field>
        <datalist id={zoneList}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <fieldset className="field">
          <legend>Anrede der Gäste</legend>
          {GUEST_ADDRESSES.map((address) => (
            <label key={address} className="field field--inline">
              <input type="radio" value={address} {...register('guest_address')} />
              <span>{GUEST_ADDRESS_LABELS[address]}</span>
            </label>
          ))}
          <small className="field__hint">Alle Texte für Gäste sprechen sie so an: Seiten, Meldungen und SMS-Vorlagen.</small>
          {errors.guest_address?.message && (
            <small className="field__error" role="alert">
              {errors.guest_address.message}
            </small>
          )}
        </fieldset>
      </div>
      <FormActions submitLabel="Hochzeitsdaten speichern" disabled={formState.isSubmitting} status={status.element} />
    </form>
  );
}

/** Title, couple, date, venue and cover photo of the wedding: the guests' dashboard, countdown and info pages read them. */
export function EventSettingsForm() {
  const settings = useQuery(eventSettingsQuery());
  return (
    <div className="card">
      <h2 id="event-title">Hochzeit</h2>
      <LoadFailure query={settings} text="Die Hochzeitsdaten konnten nicht geladen werden." />
      {settings.data ? (
        <>
          <EventForm settings={settings.data} />
          <CoverPhotoSection cover={settings.data.cover} />
        </>
      ) : settings.isPending ? (
        <Loading />
      ) : null}
    </div>
  );
}
