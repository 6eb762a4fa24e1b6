import { useState, type FormEvent } from 'react';
import { Field } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { MENU_DESCRIPTION_KEYS, MENU_TYPE_LABELS, MENU_TYPES, type Menu, type MenuDescription } from '../../lib/api-types';
import { joinCommaList, splitCommaList } from '../../lib/form-values';
import { ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';

interface MenuFormValues {
  type: Menu['type'];
  class: string;
  description: MenuDescription;
  allergens: string;
}

const EMPTY_DESCRIPTION = Object.fromEntries(MENU_DESCRIPTION_KEYS.map((k) => [k, ''])) as MenuDescription;
const EMPTY_MENU: MenuFormValues = { type: 'Menü 1', class: '', description: EMPTY_DESCRIPTION, allergens: '' };
const load = () => adminApi.get<Menu[]>('/api/admin/menus');

/** Menüverwaltung: failures are only logged, the user sees nothing (spec core §8). */
export function MenusPage() {
  const { data, loading, reload } = useLoad(load, (e) => console.error('Menüs konnten nicht geladen werden', e));
  const [form, setForm] = useState<MenuFormValues>(EMPTY_MENU);
  const [editingId, setEditingId] = useState<number | null>(null);

  function edit(menu: Menu) {
    setEditingId(menu.id);
    setForm({ type: menu.type, class: menu.class, description: { ...EMPTY_DESCRIPTION, ...menu.description }, allergens: joinCommaList(menu.allergens) });
  }

  function backToCreate() {
    setEditingId(null);
    setForm(EMPTY_MENU);
    void reload();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const payload = { type: form.type, class: form.class, description: form.description, allergens: splitCommaList(form.allergens) };
    try {
      if (editingId) await adminApi.put(`/api/admin/menus/${editingId}`, payload);
      else await adminApi.post('/api/admin/menus', payload);
      backToCreate();
    } catch (e) {
      console.error('Menü konnte nicht gespeichert werden', e);
    }
  }

  async function remove(menu: Menu) {
    if (!window.confirm(`Menü "${menu.class || menu.type}" löschen?`)) return;
    try {
      await adminApi.delete(`/api/admin/menus/${menu.id}`);
      if (editingId === menu.id) backToCreate();
      else await reload();
    } catch (e) {
      console.error('Menü konnte nicht gelöscht werden', e);
    }
  }

  const setCourse = (key: keyof MenuDescription, value: string) => setForm({ ...form, description: { ...form.description, [key]: value } });

  return (
    <section>
      <h1>Menüverwaltung</h1>
      <ListState items={data} loading={loading} empty="Noch keine Menüs angelegt.">
        {(menus) => (
          <div className="cards">
            {menus.map((menu) => (
              <article key={menu.id} className="card" aria-label={`${menu.type} ${menu.class}`}>
                <h3>
                  {menu.type} – {menu.class || 'ohne Klasse'}
                </h3>
                <ol>
                  {[1, 2, 3].map((n) => (
                    <li key={n}>
                      <strong>{menu.description[`Gang${n}` as keyof MenuDescription] || '–'}</strong>
                      <div className="muted">{menu.description[`Gang${n} Beschreibung` as keyof MenuDescription]}</div>
                    </li>
                  ))}
                </ol>
                <p className="muted">Allergene: {menu.allergens.join(', ') || 'keine'}</p>
                <div className="actions">
                  <button className="button button--small" type="button" onClick={() => edit(menu)}>
                    Bearbeiten
                  </button>
                  <button className="button button--small button--danger" type="button" onClick={() => remove(menu)}>
                    Löschen
                  </button>
                </div>
              </article>
            ))}
          </div>
        )}
      </ListState>

      <form className="card section" onSubmit={save} aria-label="Menüformular">
        <h2>{editingId ? 'Menü bearbeiten' : 'Neues Menü anlegen'}</h2>
        <div className="form-grid">
          <Field label="Menütyp">
            <select value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as Menu['type'] })}>
              {MENU_TYPES.map((t) => (
                <option key={t} value={t}>
                  {MENU_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Klasse">
            <input value={form.class} onChange={(e) => setForm({ ...form, class: e.target.value })} placeholder="z. B. Vegetarisch" />
          </Field>
          {[1, 2, 3].map((n) => (
            <fieldset key={n} className="course">
              <legend>Gang {n}</legend>
              <Field label="Gericht">
                <input value={form.description[`Gang${n}` as keyof MenuDescription]} onChange={(e) => setCourse(`Gang${n}` as keyof MenuDescription, e.target.value)} />
              </Field>
              <Field label="Beschreibung">
                <input value={form.description[`Gang${n} Beschreibung` as keyof MenuDescription]} onChange={(e) => setCourse(`Gang${n} Beschreibung` as keyof MenuDescription, e.target.value)} />
              </Field>
            </fieldset>
          ))}
          <Field label="Allergene (durch Komma getrennt)">
            <input value={form.allergens} onChange={(e) => setForm({ ...form, allergens: e.target.value })} />
          </Field>
        </div>
        <FormActions submitLabel={editingId ? 'Menü aktualisieren' : 'Menü erstellen'} onCancel={editingId ? backToCreate : undefined} />
      </form>
    </section>
  );
}
