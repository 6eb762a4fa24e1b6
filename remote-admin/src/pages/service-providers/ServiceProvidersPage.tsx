import { useState } from 'react';
import { DEFAULT_CURRENCY, PROVIDER_CATEGORIES, ServiceProviderInput, type ServiceProvider, type ServiceProviderInputValues } from '@hochzeit/contracts';
import { createApi, errorMessage, eventSettingsQuery, Link, storedToken, unwrap, useQuery } from '@hochzeit/shared-ui';
import { CURRENCY_SIGNS, Field, formatMoney } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { ListState } from '../../lib/ListState';
import { ResponsiveList } from '../../lib/ResponsiveList';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { serviceProvidersQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useRowNotice } from '../../lib/use-row-notice';
import { copyToClipboard, LINK_COPIED, LINK_NOT_COPIED } from '../../lib/sign-in-link';
import { matchesSearch } from './provider-form';
import { Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');

/** Price, payment info and due date are shown only when the admin check passes: an admin token exists. */
const hasAdminToken = () => Boolean(storedToken('admin'));
const withReason = (prefix: string, error: unknown) => `${prefix}: ${errorMessage(error, 'Unbekannter Fehler')}`;

const EMPTY_PROVIDER: ServiceProviderInputValues = {
  company_name: '',
  contact_name: '',
  phone: '',
  mobile: '',
  email: '',
  address: '',
  travel_distance: null,
  category: '',
  service_description: '',
  duration: null,
  preparation_time: null,
  price: '',
  payment_info: '',
  payment_due: '',
  admin_notes: '',
};

/** Dienstleister: search, table (cards on a phone), create/edit form, delete modal, QR code and documents links. */
export function ServiceProvidersPage() {
  const saveNotice = useNotice();
  const rowNotice = useRowNotice();
  const showPayment = hasAdminToken();
  // Without an admin token nothing is asked: the page says to sign in.
  const { data, isPending, isError, errorUpdatedAt } = useQuery({ ...serviceProvidersQuery(), enabled: showPayment });
  // Prices are in the wedding's currency (the settings').
  const { data: currency = DEFAULT_CURRENCY } = useQuery({ ...eventSettingsQuery(), select: (event) => event.currency, enabled: showPayment });
  const change = useAdminChange([serviceProvidersQuery().queryKey, ['/api/admin/service-providers/{id}'], ['/api/exports/service-providers'], ['/api/timeline/admin']]);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<ServiceProvider | null>(null);
  const [toDelete, setToDelete] = useState<ServiceProvider | null>(null);
  const form = useContractForm(ServiceProviderInput, EMPTY_PROVIDER);
  const { register, formState: { errors, isSubmitting } } = form;

  function edit(provider: ServiceProvider) {
    setEditing(provider);
    // The reply carries every form field (null for empty ones); the schema drops the others on save.
    form.reset(provider);
  }

  function resetForm() {
    setEditing(null);
    form.reset(EMPTY_PROVIDER);
  }

  const save = form.handleSubmit(async (provider) => {
    if (!hasAdminToken()) return saveNotice.error('Kein Token. Bitte einloggen.');
    try {
      if (editing) {
        await change(() => unwrap(api.PUT('/api/admin/service-providers/{id}', { params: { path: { id: editing.id } }, body: provider })));
        saveNotice.success('Dienstleister aktualisiert!');
      } else {
        await change(() => unwrap(api.POST('/api/admin/service-providers', { body: provider })));
        saveNotice.success('Dienstleister angelegt!');
      }
      resetForm();
    } catch (e) {
      saveNotice.error(withReason(editing ? 'Fehler beim Aktualisieren' : 'Fehler beim Anlegen', e));
    }
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await change(() => unwrap(api.DELETE('/api/admin/service-providers/{id}', { params: { path: { id: toDelete.id } } })));
      rowNotice.success(null, 'Dienstleister gelöscht!');
      if (editing?.id === toDelete.id) resetForm();
    } catch (e) {
      rowNotice.error(toDelete.id, withReason('Fehler beim Löschen', e));
    } finally {
      setToDelete(null);
    }
  }

  /** A new secret makes the provider's old QR code useless. */
  async function copyLink(provider: ServiceProvider) {
    try {
      await copyToClipboard(provider.login_url);
      rowNotice.success(provider.id, LINK_COPIED);
    } catch {
      rowNotice.error(provider.id, LINK_NOT_COPIED);
    }
  }

  async function renewLink(provider: ServiceProvider) {
    if (!window.confirm(`Neuen QR-Code für ${provider.company_name} erzeugen? Der bisherige Link funktioniert danach nicht mehr.`)) return;
    try {
      await change(() => unwrap(api.POST('/api/admin/service-providers/{id}/regenerate-token', { params: { path: { id: provider.id } } })));
      rowNotice.success(provider.id, 'Neuer QR-Code erzeugt');
    } catch (e) {
      rowNotice.error(provider.id, withReason('Fehler beim Erzeugen des QR-Codes', e));
    }
  }

  // Undefined until loaded, so the list shows 'Lade...' rather than an empty state.
  const providers = data?.filter((p) => matchesSearch(p, query));

  return (
    <section>
      <h1>Dienstleister</h1>
      <LoadFailure query={{ isError: isError || !showPayment, errorUpdatedAt }} text={showPayment ? 'Fehler beim Laden der Dienstleister' : 'Kein Token. Bitte einloggen.'} />
      <label className="field search">
        <span>Suche</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Firma, Kontakt oder Kategorie" />
      </label>

      {rowNotice.at(null)}
      <ListState items={providers} loading={isPending && showPayment} empty={query ? 'Keine Dienstleister gefunden.' : 'Noch keine Dienstleister erfasst.'}>
        {(found) => (
          <ResponsiveList
            label="Dienstleister"
            rows={found}
            rowKey={(p) => p.id}
            rowName={(p) => p.company_name}
            columns={[
              { header: 'Firma', primary: true, cell: (p) => p.company_name },
              { header: 'Kategorie', card: true, cell: (p) => p.category ?? '–' },
              {
                header: 'Kontakt',
                cell: (p) => (
                  <>
                    {p.contact_name && <div>{p.contact_name}</div>}
                    {p.phone && <div>{p.phone}</div>}
                    {p.email && <div>{p.email}</div>}
                  </>
                ),
              },
              { header: 'Dauer', card: true, cell: (p) => (p.duration !== null ? `${p.duration} Min.` : '–') },
              ...(showPayment ? [{ header: 'Preis', card: true, cell: (p: ServiceProvider) => (p.price !== null ? formatMoney(p.price, currency) : '–') }] : []),
            ]}
            notice={(p) => rowNotice.at(p.id)}
            actions={(p) => (
              <RowActions onEdit={() => edit(p)} onDelete={() => setToDelete(p)}>
                <Link className="button button--small" to={`/admin/service-providers/${p.id}/qr`} target="_blank" rel="noopener noreferrer">
                  QR-Code
                </Link>
                <button className="button button--small" type="button" onClick={() => copyLink(p)}>
                  Link kopieren
                </button>
                <Link className="button button--small" to={`/admin/service-providers/${p.id}/documents`}>
                  Dokumente
                </Link>
                <button className="button button--small button--ghost" type="button" onClick={() => renewLink(p)}>
                  Neuer Link
                </button>
              </RowActions>
            )}
          />
        )}
      </ListState>

      <form className="card section" onSubmit={save} noValidate aria-label="Dienstleisterformular">
        <h2>{editing ? 'Dienstleister bearbeiten' : 'Neuen Dienstleister anlegen'}</h2>
        <div className="form-grid">
          <Field label="Firmenname *" error={errors.company_name?.message}>
            <input {...register('company_name')} required />
          </Field>
          <Field label="Ansprechperson" error={errors.contact_name?.message}>
            <input {...register('contact_name')} />
          </Field>
          <Field label="Telefon" error={errors.phone?.message}>
            <input type="tel" {...register('phone')} />
          </Field>
          <Field label="Mobil" error={errors.mobile?.message}>
            <input type="tel" {...register('mobile')} />
          </Field>
          <Field label="E-Mail" error={errors.email?.message}>
            <input type="email" {...register('email')} />
          </Field>
          <Field label="Adresse" error={errors.address?.message}>
            <input {...register('address')} />
          </Field>
          <Field label="Kategorie" error={errors.category?.message}>
            <select {...register('category')}>
              <Options placeholder="Kategorie wählen" items={PROVIDER_CATEGORIES} />
            </select>
          </Field>
          <Field label="Anfahrt (km)" error={errors.travel_distance?.message}>
            <input type="number" min={0} step={1} {...register('travel_distance', asOptionalNumber)} />
          </Field>
          <Field label="Dauer (Minuten)" error={errors.duration?.message}>
            <input type="number" min={0} step={1} {...register('duration', asOptionalNumber)} />
          </Field>
          <Field label="Vorbereitung (Minuten)" error={errors.preparation_time?.message}>
            <input type="number" min={0} step={1} {...register('preparation_time', asOptionalNumber)} />
          </Field>
          <Field label="Leistungsbeschreibung" error={errors.service_description?.message}>
            <input {...register('service_description')} />
          </Field>
          {showPayment && (
            <>
              <Field label={`Preis (${CURRENCY_SIGNS[currency]})`} error={errors.price?.message}>
                <input type="number" min={0} step={0.01} {...register('price')} />
              </Field>
              <Field label="Zahlungsinformationen" error={errors.payment_info?.message}>
                <input {...register('payment_info')} />
              </Field>
              <Field label="Zahlbar bis" error={errors.payment_due?.message}>
                <input type="date" {...register('payment_due')} />
              </Field>
            </>
          )}
          <Field label="Admin-Notizen" error={errors.admin_notes?.message}>
            <input {...register('admin_notes')} />
          </Field>
        </div>
        <FormActions submitLabel={editing ? 'Änderungen speichern' : 'Dienstleister anlegen'} onCancel={editing ? resetForm : undefined} disabled={isSubmitting} status={saveNotice.element} />
      </form>

      {toDelete && (
        <div className="modal-backdrop" role="presentation" onClick={() => setToDelete(null)}>
          <div className="modal" role="dialog" aria-modal="true" aria-labelledby="delete-provider-title" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.key === 'Escape' && setToDelete(null)}>
            <h2 id="delete-provider-title">Dienstleister löschen?</h2>
            <p>
              Möchten Sie <strong>{toDelete.company_name}</strong> wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden. Auch alle Dokumente des Dienstleisters werden gelöscht.
            </p>
            <div className="actions">
              <button className="button button--danger" type="button" onClick={confirmDelete} autoFocus>
                Endgültig löschen
              </button>
              <button className="button" type="button" onClick={() => setToDelete(null)}>
                Abbrechen
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
