import { type AdminEventSettingsJson, CURRENCIES, EMAIL_DEFAULT_FROM_LOCAL_PART, EMAIL_DEFAULT_FROM_NAME, type Currency, EventSettingsInput, type EventSettingsInputValues } from '@hochzeit/contracts';
import { GUEST_ADDRESS_LABELS, GUEST_ADDRESSES } from '@hochzeit/contracts/guest-texts';
import { useId, useMemo } from 'react';
import { createApi, errorMessage, eventSettingsQuery, Loading, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { CoverPhotoSection } from './CoverPhotoSection';
import { Controller } from 'react-hook-form';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { adminEventSettingsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';

const api = createApi('admin');

/** The IANA zones the browser knows, to choose from; the stored one is always among them. */
function timeZoneChoices(stored: string | undefined): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An old browser: only the stored zone is offered.
  }
  return stored && !zones.includes(stored) ? [stored, ...zones] : zones;
}

const CURRENCY_NAMES: Record<Currency, string> = { CHF: 'CHF – Schweizer Franken', EUR: 'EUR – Euro' };

/** The settings as loaded; the e-mail sender as it goes out now (stored values or their defaults) comes with them. */
type LoadedSettings = EventSettingsInputValues & { email_sender?: AdminEventSettingsJson['email_sender'] };

function EventForm({ settings }: { settings: LoadedSettings }) {
  const status = useNotice();
  const change = useAdminChange([eventSettingsQuery().queryKey, adminEventSettingsQuery().queryKey]);
  const { register, handleSubmit, control, formState } = useContractForm(EventSettingsInput, settings);
  const { errors } = formState;
  const zones = useMemo(() => timeZoneChoices(settings.time_zone), [settings.time_zone]);
  const contactTitle = useId();
  const senderTitle = useId();
  const sender = settings.email_sender;

  const save = handleSubmit(async (values) => {
    try {
      // The start back to ISO text; the other fields go as the contract parsed them (empty text as null).
      await change(() => unwrap(api.PUT('/api/admin/event-settings', { body: { ...values, starts_at: values.starts_at.toISOString() } })));
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
        <Field label="Namen des Brautpaars" hint="So stehen sie über dem Dashboard der Gäste, z. B. Mia & Jonas" error={errors.couple_names?.message}>
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
        <Field label="Breitengrad" hint="Für das Wetter und den Kartenlink, z. B. 47.3769 (Google Maps: Rechtsklick auf den Ort)" error={errors.latitude?.message}>
          <input type="number" step="any" min={-90} max={90} inputMode="decimal" {...register('latitude', asOptionalNumber)} />
        </Field>
        <Field label="Längengrad" hint="z. B. 8.5417" error={errors.longitude?.message}>
          <input type="number" step="any" min={-180} max={180} inputMode="decimal" {...register('longitude', asOptionalNumber)} />
        </Field>
        <Field label="Zeitzone des Veranstaltungsorts" hint="Uhrzeiten und Daten in SMS, Karten und Kalenderdateien werden in dieser Zeitzone geschrieben" error={errors.time_zone?.message}>
          <select {...register('time_zone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Währung" hint="Für die Preise der Dienstleister und alle Beträge" error={errors.currency?.message}>
          <select {...register('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {CURRENCY_NAMES[currency]}
              </option>
            ))}
          </select>
        </Field>
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
      <fieldset className="form-grid" aria-labelledby={contactTitle}>
        <legend id={contactTitle}>Kontakt am Hochzeitstag</legend>
        <p className="muted">Wen die Dienstleister am Tag anrufen (unter „Kontakte“); Gäste sehen diese Angaben nicht.</p>
        <Field label="Name der Kontaktperson" error={errors.contact_name?.message}>
          <input {...register('contact_name')} autoComplete="off" />
        </Field>
        <Field label="Telefon der Kontaktperson" error={errors.contact_phone?.message}>
          <input type="tel" {...register('contact_phone')} autoComplete="off" />
        </Field>
      </fieldset>
      <fieldset className="form-grid" aria-labelledby={senderTitle}>
        <legend id={senderTitle}>E-Mail-Absender</legend>
        <p className="muted">
          So erscheinen Einladungen, Bestätigungen und Erinnerungen im Postfach der Gäste.
          {sender && ` Zurzeit: ${sender.name} <${sender.address}>.`}
        </p>
        <Field label="Absendername" hint={`Leer: die Namen des Brautpaars (oder „${EMAIL_DEFAULT_FROM_NAME}“)`} error={errors.email_from_name?.message}>
          <input {...register('email_from_name')} autoComplete="off" />
        </Field>
        <Field label="Absenderadresse" hint={`Leer: ${EMAIL_DEFAULT_FROM_LOCAL_PART}@ und der Host der Portal-Adresse. Am besten eine Adresse, in deren Namen der SMTP-Server senden darf.`} error={errors.email_from_address?.message}>
          <input type="email" {...register('email_from_address')} autoComplete="off" inputMode="email" />
        </Field>
      </fieldset>
      <FormActions submitLabel="Hochzeitsdaten speichern" disabled={formState.isSubmitting} status={status.element} />
    </form>
  );
}

/**
 * The wedding's identity, set once: title, couple, date, venue with its position and time zone,
 * currency, the contact for the day and the cover photo. Every page, SMS, card, export and calendar
 * file reads them.
 */
export function EventSettingsForm() {
  const settings = useQuery(adminEventSettingsQuery());
  return (
    <div className="card">
      <h3 id="event-title">Daten der Hochzeit</h3>
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
