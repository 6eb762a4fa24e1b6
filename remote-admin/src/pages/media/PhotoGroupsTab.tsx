import { useEffect, useState } from 'react';
import { type AdminGuest, type PhotoGroup, PhotoGroupInput } from '@hochzeit/contracts';
import { useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { ListState } from '../../lib/ListState';
import { fullName } from '../../lib/Options';
import { LoadFailure } from '../../lib/LoadFailure';
import { guestsQuery, MEDIA_DATA, photoGroupsQuery, useAdminChange, useRefresh } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useRowNotice } from '../../lib/use-row-notice';
import { renameByPrompt } from './ask-new-name';
import { DownloadButton } from './DownloadButton';
import { changedGroups, chosenGuests, type GuestDrafts, guestChanges, isChanged, toggleGuest, withoutDrafts } from './group-changes';
import { mediaApi } from './media-api';
import { NewNameForm } from '../../lib/NewNameForm';
import { RowActions } from '../../lib/RowActions';

export const NO_CHANGES = 'Keine Änderungen vorhanden';
export const RENAME_GROUP_QUESTION = 'Neuer Name der Fotogruppe:';
export const deleteGroupQuestion = (name: string) => `Sind Sie sicher, dass Sie die Fotogruppe „${name}“ löschen möchten?`;

/** Thrown when a group's stored guests cannot be read before saving; its own message was shown. */
class GuestsNotLoaded extends Error {}

/** The guests of a group as a filterable checkbox list. */
function GuestPicker({ group, guests, chosen, onToggle }: { group: PhotoGroup; guests: readonly AdminGuest[]; chosen: readonly number[]; onToggle: (guestId: number) => void }) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('de-DE');
  const shown = needle ? guests.filter((guest) => fullName(guest).toLocaleLowerCase('de-DE').includes(needle)) : guests;
  return (
    <fieldset className="guest-picker">
      <legend>Gäste der Gruppe {group.name}</legend>
      {guests.length > 8 && (
        <Field label="Gäste suchen">
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </Field>
      )}
      {guests.length === 0 ? (
        <p className="muted">Noch keine Gäste angelegt.</p>
      ) : (
        <ul className="list-plain guest-picker__list">
          {shown.map((guest) => (
            <li key={guest.id}>
              <label className="field--inline">
                <input type="checkbox" checked={chosen.includes(guest.id)} onChange={() => onToggle(guest.id)} />
                {fullName(guest)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * 'Fotogruppen': create, rename, delete, and the guests of each group. Guest changes stay pending
 * until saved (per group or all at once); saving compares with the server's current members and
 * sends only who was added or removed. Discarding reloads from the server.
 */
export function PhotoGroupsTab({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const notice = useNotice();
  const groupNotice = useRowNotice();
  const groups = useQuery(photoGroupsQuery());
  const guests = useQuery(guestsQuery());
  const change = useAdminChange(MEDIA_DATA);
  // Members are saved by several calls (see store): afterwards the groups are asked again.
  const refreshGroups = useRefresh(MEDIA_DATA);
  const refreshAll = useRefresh([...MEDIA_DATA, guestsQuery().queryKey]);
  const [drafts, setDrafts] = useState<GuestDrafts>({});
  const [saving, setSaving] = useState(false);
  const changed = changedGroups(groups.data ?? [], drafts);
  const dirty = changed.length > 0;

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  // Closing or reloading the browser tab with pending changes asks too.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Brings the server's members of `group` to the chosen ones. */
  async function store(group: PhotoGroup) {
    let server: number[];
    try {
      server = (await mediaApi.groupGuests(group.id)).map((guest) => guest.id);
    } catch {
      groupNotice.error(group.id, `Fehler beim Laden der Gäste für Gruppe ${group.id}`);
      throw new GuestsNotLoaded();
    }
    const { added, removed } = guestChanges(server, chosenGuests(group, drafts));
    for (const guestId of added) await mediaApi.addGroupGuest(group.id, guestId);
    for (const guestId of removed) await mediaApi.removeGroupGuest(group.id, guestId);
  }

  async function saveGroup(group: PhotoGroup) {
    if (!isChanged(group, drafts)) return groupNotice.info(group.id, NO_CHANGES);
    setSaving(true);
    try {
      await store(group);
      setDrafts((d) => withoutDrafts(d, [group.id]));
      groupNotice.success(group.id, 'Änderungen gespeichert');
      await refreshGroups();
    } catch (e) {
      if (!(e instanceof GuestsNotLoaded)) groupNotice.error(group.id, 'Fehler beim Speichern der Änderungen');
    } finally {
      setSaving(false);
    }
  }

  async function saveAll() {
    if (!dirty) return notice.info(NO_CHANGES);
    setSaving(true);
    const saved: number[] = [];
    try {
      for (const group of changed) {
        await store(group);
        saved.push(group.id);
      }
      notice.success('Alle Änderungen gespeichert');
    } catch {
      notice.error('Fehler beim Speichern aller Änderungen');
    } finally {
      setDrafts((d) => withoutDrafts(d, saved));
      setSaving(false);
      await refreshGroups();
    }
  }

  async function discard() {
    if (!dirty) return notice.info(NO_CHANGES);
    setDrafts({});
    await refreshAll();
    notice.info('Änderungen verworfen');
  }

  async function reloadAll() {
    setDrafts({});
    await refreshAll();
  }

  const rename = (group: PhotoGroup) =>
    renameByPrompt({
      question: RENAME_GROUP_QUESTION,
      record: group,
      schema: PhotoGroupInput,
      save: (name) => change(() => mediaApi.renameGroup(group.id, name)),
      notice: groupNotice,
      renamed: 'Gruppe umbenannt',
      failed: 'Fehler beim Umbenennen der Gruppe',
    });

  async function remove(group: PhotoGroup) {
    try {
      await change(() => mediaApi.removeGroup(group.id));
      setDrafts((d) => withoutDrafts(d, [group.id]));
      groupNotice.success(null, `Gruppe „${group.name}“ gelöscht`);
    } catch {
      groupNotice.error(group.id, 'Fehler beim Löschen der Gruppe');
    }
  }

  return (
    <div>
      <LoadFailure query={groups} text="Fehler beim Laden der Gruppen" />
      <LoadFailure query={guests} text="Fehler beim Laden der Gästeliste" />
      <div className="cards section">
        <NewNameForm
          schema={PhotoGroupInput}
          formName="Neue Fotogruppe erstellen"
          title="Neue Fotogruppe"
          label="Gruppenname"
          placeholder="z. B. Trauzeugen"
          submitLabel="Gruppe erstellen"
          created="Gruppe erstellt"
          failed="Fehler beim Erstellen der Gruppe"
          create={mediaApi.createGroup}
          touches={MEDIA_DATA}
        />
        <div className="card">
          <h2>Änderungen</h2>
          <p className="muted" aria-live="polite">
            {dirty ? `Ungespeicherte Änderungen in ${changed.length === 1 ? '1 Gruppe' : `${changed.length} Gruppen`}.` : 'Alle Änderungen sind gespeichert.'}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={saveAll} disabled={saving}>
              Alle Änderungen speichern
            </button>
            <button type="button" className="button" onClick={discard} disabled={saving}>
              Änderungen verwerfen
            </button>
            <button type="button" className="button" onClick={reloadAll} disabled={saving}>
              Neu laden
            </button>
          </div>
          {notice.element}
        </div>
      </div>

      <h2 className="section">Fotogruppen</h2>
      {groupNotice.at(null)}
      <ListState items={groups.data} loading={groups.isPending} empty="Noch keine Fotogruppen angelegt.">
        {(list) => (
          <div className="cards">
            {list.map((group) => {
              const chosen = chosenGuests(group, drafts);
              const pending = isChanged(group, drafts);
              return (
                <article key={group.id} className={`card photo-group${pending ? ' photo-group--pending' : ''}`} aria-label={`Fotogruppe ${group.name}`}>
                  <header className="page-header">
                    <h3>{group.name}</h3>
                    {pending && <span className="media-badge media-badge--pending">Ungespeichert</span>}
                  </header>
                  <p className="muted">
                    {group.media_count === 1 ? '1 Medium' : `${group.media_count} Medien`} · {chosen.length === 1 ? '1 Gast' : `${chosen.length} Gäste`}
                  </p>
                  <GuestPicker group={group} guests={guests.data ?? []} chosen={chosen} onToggle={(guestId) => setDrafts((d) => toggleGuest(d, group, guestId))} />
                  <div className="row-actions actions">
                    <button type="button" className="button button--small button--primary" onClick={() => saveGroup(group)} disabled={saving} aria-label={`Änderungen speichern: ${group.name}`}>
                      Änderungen speichern
                    </button>
                    <button type="button" className="button button--small" onClick={() => rename(group)} aria-label={`Umbenennen: ${group.name}`}>
                      Umbenennen
                    </button>
                    <RowActions onDelete={() => void remove(group)} confirmDelete={deleteGroupQuestion(group.name)} deleteName={`Löschen: ${group.name}`}>
                      <DownloadButton target={{ group_id: group.id }} label="Gruppe herunterladen" name={group.name} />
                    </RowActions>
                  </div>
                  {groupNotice.at(group.id)}
                </article>
              );
            })}
          </div>
        )}
      </ListState>
    </div>
  );
}
