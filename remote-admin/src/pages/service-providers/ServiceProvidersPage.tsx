import { useState, type FormEvent } from 'react';
import { errorMessage, Field, formatEuro, Link, storedToken } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { PROVIDER_CATEGORIES, type ServiceProvider } from '../../lib/api-types';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { EMPTY_PROVIDER_FORM, matchesSearch, providerPayload, providerToForm, validateProviderForm, type ProviderFormValues } from './provider-form';

/** The spec's admin check for the payment fields: whether an admin token exists (core §5). */
const hasAdminToken = () => Boolean(storedToken('admin'));
const load = () =>
  hasAdminToken() ? adminApi.get<ServiceProvider[]>('/api/admin/service-providers') : Promise.reject(new Error('Kein Admin-Token'));
const withReason = (prefix: string, error: unknown) => `${prefix}: ${errorMessage(error, 'Unbekannter Fehler')}`;

/** Dienstleister: search, table, create/edit form, delete modal, QR code and documents links. */
export function ServiceProvidersPage() {
  const notice = useNotice();
  const { data, loading, reload } = useLoad(load, () => notice.error(hasAdminToken() ? 'Fehler beim Laden der Dienstleister' : 'Kein Token. Bitte einloggen.'));
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<ProviderFormValues>(EMPTY_PROVIDER_FORM);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ServiceProvider | null>(null);
  const showPayment = hasAdminToken();

  function resetForm() {
    setEditingId(null);
    setForm(EMPTY_PROVIDER_FORM);
    setFormError(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = validateProviderForm(form);
    setFormError(problem);
    if (problem) return;
    if (!hasAdminToken()) return notice.error('Kein Token. Bitte einloggen.');
    try {
      if (editingId) {
        await adminApi.put(`/api/admin/service-providers/${editingId}`, providerPayload(form, showPayment));
        notice.success('Dienstleister aktualisiert!');
      } else {
        await adminApi.post('/api/admin/service-providers', providerPayload(form, showPayment));
        notice.success('Dienstleister angelegt!');
      }
      resetForm();
      await reload();
    } catch (e) {
      notice.error(withReason(editingId ? 'Fehler beim Aktualisieren' : 'Fehler beim Anlegen', e));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await adminApi.delete(`/api/admin/service-providers/${toDelete.id}`);
      notice.success('Dienstleister gelöscht!');
      if (editingId === toDelete.id) resetForm();
      await reload();
    } catch (e) {
      notice.error(withReason('Fehler beim Löschen', e));
    } finally {
      setToDelete(null);
    }
  }

  /** A new secret makes the provider's old QR code useless. */
  async function renewLink(provider: ServiceProvider) {
    if (!window.confirm(`Neuen QR-Code für ${provider.company_name} erzeugen? Der bisherige Link funktioniert danach nicht mehr.`)) return;
    try {
      await adminApi.post(`/api/admin/service-providers/${provider.id}/regenerate-token`);
      notice.success('Neuer QR-Code erzeugt');
      await reload();
    } catch (e) {
      notice.error(withReason('Fehler beim Erzeugen des QR-Codes', e));
    }
  }

  const set = (key: keyof ProviderFormValues) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const field = (key: keyof ProviderFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label}>
      <input value={form[key]} onChange={set(key)} {...props} />
    </Field>
  );
  // Undefined until loaded, so the list shows 'Lade...' rather than an empty state.
  const providers = data?.filter((p) => matchesSearch(p, query));

  return (
    <section>
      <h1>Dienstleister</h1>
      {notice.element}
      <label className="field search">
        <span>Suche</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Firma, Kontakt oder Kategorie" />
      </label>

      <ListState items={providers} loading={loading} empty={query ? 'Keine Dienstleister gefunden.' : 'Noch keine Dienstleister erfasst.'}>
        {(found) => (
          <DataTable headers={['Firma', 'Kategorie', 'Kontakt', 'Dauer', ...(showPayment ? ['Preis'] : []), 'Aktionen']}>
            {found.map((p) => (
              <tr key={p.id}>
                <td>{p.company_name}</td>
                <td>{p.category ?? '–'}</td>
                <td>
                  {p.contact_name && <div>{p.contact_name}</div>}
                  {p.phone && <div>{p.phone}</div>}
                  {p.email && <div>{p.email}</div>}
                </td>
                <td>{p.duration !== null ? `${p.duration} Min.` : '–'}</td>
                {showPayment && <td>{p.price !== null ? formatEuro(p.price) : '–'}</td>}
                <td className="row-actions">
                  <button className="button button--small" type="button" onClick={() => { setEditingId(p.id); setForm(providerToForm(p)); setFormError(null); }}>
                    Bearbeiten
                  </button>
                  <button className="button button--small button--danger" type="button" onClick={() => setToDelete(p)}>
                    Löschen
                  </button>
                  <a className="button button--small" href={p.qr_code_url} target="_blank" rel="noopener noreferrer">
                    QR-Code
                  </a>
                  <Link className="button button--small" to={`/admin/service-providers/${p.id}/documents`}>
                    Dokumente
                  </Link>
                  <button className="button button--small button--ghost" type="button" onClick={() => renewLink(p)}>
                    Neuer Link
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>

      <form className="card section" onSubmit={save} noValidate aria-label="Dienstleisterformular">
        <h2>{editingId ? 'Dienstleister bearbeiten' : 'Neuen Dienstleister anlegen'}</h2>
        <div className="form-grid">
          {field('company_name', 'Firmenname *', { required: true })}
          {field('contact_name', 'Ansprechperson')}
          {field('phone', 'Telefon', { type: 'tel' })}
          {field('mobile', 'Mobil', { type: 'tel' })}
          {field('email', 'E-Mail', { type: 'email' })}
          {field('address', 'Adresse')}
          <Field label="Kategorie">
            <select value={form.category} onChange={set('category')}>
              <option value="">Kategorie wählen</option>
              {PROVIDER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          {field('travel_distance', 'Anfahrt (km)', { type: 'number', min: 0, step: 1 })}
          {field('duration', 'Dauer (Minuten)', { type: 'number', min: 0, step: 1 })}
          {field('preparation_time', 'Vorbereitung (Minuten)', { type: 'number', min: 0, step: 1 })}
          {field('service_description', 'Leistungsbeschreibung')}
          {showPayment && field('price', 'Preis (€)', { type: 'number', min: 0, step: 0.01 })}
          {showPayment && field('payment_info', 'Zahlungsinformationen')}
          {showPayment && field('payment_due', 'Zahlbar bis', { type: 'date' })}
          {field('admin_notes', 'Admin-Notizen')}
        </div>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <FormActions submitLabel={editingId ? 'Änderungen speichern' : 'Dienstleister anlegen'} onCancel={editingId ? resetForm : undefined} />
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
