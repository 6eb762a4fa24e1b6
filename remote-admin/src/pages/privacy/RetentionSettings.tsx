import { type PrivacySettingsJson, RETENTION_DEFAULT_MONTHS, RETENTION_FIELDS_LABEL, RETENTION_REMINDER_DAYS } from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDate, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { privacySettingsQuery, savePrivacySettings } from './privacy-queries';

const day = (date: string) => formatDate(`${date}T12:00:00`);

function daysText(days: number): string {
  if (days < 0) return 'liegt in der Vergangenheit';
  if (days === 0) return 'heute';
  return days === 1 ? 'morgen' : `in ${days} Tagen`;
}

function RetentionForm({ settings }: { settings: PrivacySettingsJson }) {
  const status = useNotice();
  const change = useAdminChange([privacySettingsQuery().queryKey, ['/api/admin/dashboard']]);
  const [date, setDate] = useState(settings.retention_date ?? '');
  const [deleteNames, setDeleteNames] = useState(settings.delete_names);
  const [deleteGallery, setDeleteGallery] = useState(settings.delete_gallery);
  const [photoConsent, setPhotoConsent] = useState(settings.require_photo_consent);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await change(() => savePrivacySettings({ retention_date: date || null, delete_names: deleteNames, delete_gallery: deleteGallery, require_photo_consent: photoConsent }));
      status.success('Datenschutz-Einstellungen gespeichert');
    } catch (error) {
      status.error(errorMessage(error, 'Speichern fehlgeschlagen'));
    } finally {
      setBusy(false);
    }
  }

  const effective = settings.effective_retention_date;
  return (
    <form className="card privacy-retention" onSubmit={save} aria-label="Aufbewahrung">
      <p>
        {effective ? (
          <>
            Ab dem <strong>{day(effective)}</strong> ({daysText(settings.days_left ?? 0)}) löscht das Portal von selbst: {RETENTION_FIELDS_LABEL}.
          </>
        ) : (
          <>Ohne Hochzeitsdatum steht der Löschtermin noch nicht fest.</>
        )}
      </p>
      {settings.retention_done_at && <p className="notice notice--info">Gelöscht am {formatDateTime(settings.retention_done_at)}.</p>}
      <p className="muted">
        Sie erhalten {RETENTION_REMINDER_DAYS.join(' und ')} Tage vorher eine Erinnerung, mit dem Angebot einer Sicherung. Die Gäste sehen den Termin auf ihrer Seite „Meine Daten“.
      </p>
      <Field
        label="Löschdatum"
        hint={settings.default_retention_date ? `Leer lassen: ${RETENTION_DEFAULT_MONTHS} Monate nach der Hochzeit (${day(settings.default_retention_date)})` : `Leer lassen: ${RETENTION_DEFAULT_MONTHS} Monate nach der Hochzeit`}
      >
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <label className="field field--inline">
        <input type="checkbox" checked={deleteNames} onChange={(event) => setDeleteNames(event.target.checked)} />
        <span>Auch die Namen der Gäste löschen</span>
      </label>
      <label className="field field--inline">
        <input type="checkbox" checked={deleteGallery} onChange={(event) => setDeleteGallery(event.target.checked)} />
        <span>Auch die Fotogalerie löschen</span>
      </label>
      <label className="field field--inline">
        <input type="checkbox" checked={photoConsent} onChange={(event) => setPhotoConsent(event.target.checked)} />
        <span>Vor dem ersten Foto eines Gastes eine Bestätigung verlangen, dass die Abgebildeten einverstanden sind</span>
      </label>
      <FormActions submitLabel="Speichern" disabled={busy} status={status.element} />
    </form>
  );
}

/** 'Aufbewahrung': the date from which personal data leaves by itself, what else goes, the photo confirmation. */
export function RetentionSettings() {
  const settings = useQuery(privacySettingsQuery());
  return (
    <section className="section" aria-labelledby="privacy-retention">
      <h2 id="privacy-retention">Aufbewahrung</h2>
      <LoadFailure query={settings} text="Die Datenschutz-Einstellungen konnten nicht geladen werden." />
      {settings.isPending ? <Loading /> : settings.data ? <RetentionForm settings={settings.data} /> : null}
    </section>
  );
}
