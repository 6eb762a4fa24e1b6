import { useState, type FormEvent } from 'react';
import { Field } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import type { RelationType } from '../../lib/api-types';
import { ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';

const load = () => adminApi.get<RelationType[]>('/api/admin/relation-types');

/** Beziehungstypen: list, create by name, delete. Errors are only logged (spec core §8). */
export function RelationTypesPage() {
  const { data, loading, reload } = useLoad(load, (e) => console.error('Beziehungstypen konnten nicht geladen werden', e));
  const [name, setName] = useState('');

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await adminApi.post('/api/admin/relation-types', { name: name.trim() });
      setName('');
      await reload();
    } catch (e) {
      console.error('Beziehungstyp konnte nicht angelegt werden', e);
    }
  }

  async function remove(type: RelationType) {
    try {
      await adminApi.delete(`/api/admin/relation-types/${type.id}`);
      await reload();
    } catch (e) {
      console.error('Beziehungstyp konnte nicht gelöscht werden', e);
    }
  }

  return (
    <section>
      <h1>Beziehungstypen</h1>
      <form className="inline-form card" onSubmit={create} aria-label="Neuen Beziehungstyp anlegen">
        <Field label="Name">
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="z. B. Trauzeuge" required />
        </Field>
        <button className="button button--primary" type="submit" disabled={!name.trim()}>
          Anlegen
        </button>
      </form>
      <ListState items={data} loading={loading} empty="Noch keine Beziehungstypen.">
        {(types) => (
          <ul className="list-plain section">
            {types.map((type) => (
              <li key={type.id}>
                <span>{type.name}</span>
                <button className="button button--small button--danger" type="button" onClick={() => remove(type)} aria-label={`${type.name} löschen`}>
                  Löschen
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
