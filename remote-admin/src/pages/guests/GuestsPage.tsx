import { useState } from 'react';
import { type AdminGuest, GUEST_SIDES, GUEST_TYPES, GuestForm, type GuestGroup, type Menu } from '@hochzeit/contracts';
import { RSVP_STATUS_LABELS, RSVP_STATUSES, rsvpMenuLabel } from '@hochzeit/contracts/rsvp-constants';
import { createApi, Link, unwrap, useQuery } from '@hochzeit/shared-ui';
import { EmptyState, Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { copyToClipboard, LINK_COPIED, LINK_NOT_COPIED } from '../../lib/sign-in-link';
import { joinCommaList } from '../../lib/form-values';
import { ListState } from '../../lib/ListState';
import { ListFilters, type ListColumn, ResponsiveList } from '../../lib/ResponsiveList';
import { Options } from '../../lib/Options';
import { LoadFailure, together } from '../../lib/LoadFailure';
import { GUEST_DATA, guestGroupsQuery, guestsQuery, menusQuery, roomAssignmentsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useUndoableDelete } from '../../lib/use-undoable-delete';
import { AllergenWarning, menuAllergenMatches } from './AllergenWarning';
import { GuestFields } from './GuestFields';
import { groupGuests, NO_GROUP } from './group-guests';
import { filterGuests, type GuestFilters, guestFiltersFromSearch } from './guest-filters';
import { RowActions } from '../../lib/RowActions';
import './guests.css';

const api = createApi('admin');


interface Choices {
  groups: readonly GuestGroup[];
  menus: readonly Menu[];
}

/** The form's allergy text and menu as typed so far, checked against each other. */
function FormAllergenWarning({ allergies, menuId, menus }: { allergies: unknown; menuId: unknown; menus: readonly Menu[] }) {
  const list = typeof allergies === 'string' ? allergies.split(',') : [];
  const id = menuId === '' || menuId == null ? null : Number(menuId);
  return <AllergenWarning live matches={menuAllergenMatches(list, id, menus)} />;
}

/** A guest as the contract reads the reply: the RSVP fields the reply may leave out are 'open' and no companion. */
const asListed = (guest: Omit<AdminGuest, 'rsvp_status' | 'companion'> & Partial<Pick<AdminGuest, 'rsvp_status' | 'companion'>>): AdminGuest => ({
  ...guest,
  rsvp_status: guest.rsvp_status ?? 'open',
  companion: guest.companion ?? null,
});

/** A group's heading count, with its declined guests named: 'Familie Meier (3, davon 1 abgesagt)'. */
function groupCount(guests: readonly AdminGuest[]) {
  const declined = guests.filter((g) => g.rsvp_status === 'no').length;
  return declined ? `${guests.length}, davon ${declined} abgesagt` : String(guests.length);
}

/**
 * Who comes, as the RSVP says: guests per answer and the companions of those who come. A declined
 * guest is listed (marked) but counts for no meal, room or seat.
 */
function GuestCounts({ guests }: { guests: readonly AdminGuest[] }) {
  const count = (status: AdminGuest['rsvp_status']) => guests.filter((g) => g.rsvp_status === status).length;
  const companions = guests.filter((g) => g.rsvp_status === 'yes' && g.companion).length;
  const yes = count('yes');
  return (
    <p className="guest-counts">
      {guests.length} Gäste: {yes} {RSVP_STATUS_LABELS.yes.toLowerCase()}
      {companions > 0 && ` (+ ${companions} ${companions === 1 ? 'Begleitung' : 'Begleitungen'}, zusammen ${yes + companions} Personen)`}, {count('no')} {RSVP_STATUS_LABELS.no.toLowerCase()},{' '}
      {count('open')} {RSVP_STATUS_LABELS.open.toLowerCase()}
    </p>
  );
}

/** The create form below the list; after a save it is empty again for the next guest. */
function NewGuestForm({ groups, menus }: Choices) {
  const notice = useNotice();
  const change = useAdminChange(GUEST_DATA);
  const { register, handleSubmit, reset, formState, watch } = useContractForm(GuestForm, { guest_type: 'Apéro', side: '', allergies: '', companion_allowed: false });
  const create = handleSubmit(async (body) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/guests', { body })));
      notice.success('Neuer Gast angelegt!');
      reset();
    } catch {
      notice.error('Fehler beim Anlegen');
    }
  });
  return (
    <form className="card section" onSubmit={create} noValidate aria-label="Neuen Gast anlegen">
      <h2>Neuen Gast anlegen</h2>
      <GuestFields register={register} errors={formState.errors} groups={groups} menus={menus} idPrefix="new-guest" />
      <FormAllergenWarning allergies={watch('allergies')} menuId={watch('menu_id')} menus={menus} />
      <FormActions submitLabel="Gast anlegen" disabled={formState.isSubmitting} status={notice.element} />
    </form>
  );
}

/** Inline editing of one guest inside the list. */
function GuestEditForm({ guest, groups, menus, onSaved, onCancel }: Choices & { guest: AdminGuest; onSaved: () => void; onCancel: () => void }) {
  const notice = useNotice();
  const change = useAdminChange(GUEST_DATA);
  const { register, handleSubmit, formState, watch } = useContractForm(GuestForm, { ...guest, allergies: joinCommaList(guest.allergies) });
  const save = handleSubmit(async (body) => {
    try {
      await change(() => unwrap(api.PUT('/api/admin/guests/{id}', { params: { path: { id: guest.id } }, body })));
      onSaved();
    } catch {
      notice.error('Fehler beim Aktualisieren');
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label={`${guest.first_name} ${guest.last_name} bearbeiten`}>
      <GuestFields register={register} errors={formState.errors} groups={groups} menus={menus} idPrefix={`edit-${guest.id}`} />
      <FormAllergenWarning allergies={watch('allergies')} menuId={watch('menu_id')} menus={menus} />
      <FormActions submitLabel="Speichern" onCancel={onCancel} disabled={formState.isSubmitting} status={notice.element} />
    </form>
  );
}

/** The search over name, e-mail and phone and the filters by type, group, answer and side, above the list. */
function GuestFilterFields({ filters, onChange, groups }: { filters: GuestFilters; onChange: (filters: GuestFilters) => void; groups: readonly GuestGroup[] }) {
  const set = (name: keyof GuestFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [name]: event.target.value });
  return (
    <ListFilters label="Gäste suchen und filtern">
      <Field label="Suchen">
        <input type="search" value={filters.search} onChange={set('search')} placeholder="Name, E-Mail oder Telefon" />
      </Field>
      <Field label="Typ">
        <select value={filters.guest_type} onChange={set('guest_type')}>
          <Options items={GUEST_TYPES} placeholder="Alle" />
        </select>
      </Field>
      <Field label="Gruppe">
        <select value={filters.group} onChange={set('group')}>
          <Options items={groups} label={(group) => group.name} placeholder="Alle" />
          <option value="none">{NO_GROUP}</option>
        </select>
      </Field>
      <Field label="Rückmeldung">
        <select value={filters.status} onChange={set('status')}>
          <Options items={RSVP_STATUSES} label={(status) => RSVP_STATUS_LABELS[status]} placeholder="Alle" />
        </select>
      </Field>
      <Field label="Seite">
        <select value={filters.side} onChange={set('side')}>
          <Options items={GUEST_SIDES} placeholder="Alle" />
        </select>
      </Field>
    </ListFilters>
  );
}

/** Gästeliste: searchable and filterable, grouped by group (table on a laptop, cards on a phone) with inline edit, delete, QR code page, copying the sign-in link, and a create form. */
export function GuestsPage() {
  // The outcome of a row action is shown in that row (or, for a deleted guest, in their group's heading).
  const rowNotice = useNotice();
  const [rowNoticeAt, setRowNoticeAt] = useState<number | string | null>(null);
  const guestList = useQuery(guestsQuery());
  const groupList = useQuery(guestGroupsQuery());
  const menuList = useQuery(menusQuery());
  const roomList = useQuery(roomAssignmentsQuery());
  // A link may ask for a filtered list (/admin/guests?status=open).
  const [filters, setFilters] = useState<GuestFilters>(() => guestFiltersFromSearch(window.location.search));
  const change = useAdminChange(GUEST_DATA);
  const [editingId, setEditingId] = useState<number | null>(null);
  const undoable = useUndoableDelete();

  function tellRow(at: number | string, kind: 'success' | 'error', text: string) {
    setRowNoticeAt(at);
    rowNotice[kind](text);
  }

  function saved(guest: AdminGuest) {
    setEditingId(null);
    tellRow(guest.id, 'success', 'Gast aktualisiert!');
  }

  /** Asked first (the spec's question), then gone from the list with 'Rückgängig' for 10 s before the server deletes. */
  function remove(guest: AdminGuest, groupName: string) {
    undoable.remove({
      key: String(guest.id),
      text: `${guest.first_name} ${guest.last_name} gelöscht.`,
      commit: async () => {
        await change(() => unwrap(api.DELETE('/api/admin/guests/{id}', { params: { path: { id: guest.id } } })));
        tellRow(groupName, 'success', 'Gast gelöscht!');
      },
      onFailed: () => tellRow(guest.id, 'error', 'Fehler beim Löschen'),
    });
  }

  /** A lost or forwarded invitation: a new secret makes the old QR code useless. */
  async function renewLink(guest: AdminGuest) {
    if (!window.confirm(`Neuen QR-Code für ${guest.first_name} ${guest.last_name} erzeugen? Der bisherige Link funktioniert danach nicht mehr.`)) return;
    try {
      await change(() => unwrap(api.POST('/api/admin/guests/{id}/regenerate-token', { params: { path: { id: guest.id } } })));
      tellRow(guest.id, 'success', 'Neuer QR-Code erzeugt');
    } catch {
      tellRow(guest.id, 'error', 'Fehler beim Erzeugen des QR-Codes');
    }
  }

  async function copyLink(guest: AdminGuest) {
    try {
      await copyToClipboard(guest.login_url);
      tellRow(guest.id, 'success', LINK_COPIED);
    } catch {
      tellRow(guest.id, 'error', LINK_NOT_COPIED);
    }
  }

  const groups = groupList.data ?? [];
  const menus = menuList.data ?? [];
  // The table waits for all three lists: grouping and menu names need them.
  const guests = groupList.data && menuList.data ? guestList.data?.filter((guest) => !undoable.isPending(String(guest.id))).map(asListed) : undefined;
  const menuName = (id: number | null) => {
    const menu = menus.find((m) => m.id === id);
    return menu ? rsvpMenuLabel(menu) : '–';
  };
  const groupNameOf = (guest: AdminGuest) => (guest.group_id !== null && groups.find((g) => g.id === guest.group_id)?.name) || NO_GROUP;
  // An Inner Circle guest's room number comes from the room assignments the rooms page reads; until
  // they are there (or if they fail) a room shows as 'Ja', as the guest reply tells it.
  const roomOf = new Map((roomList.data ?? []).map((a) => [a.guest_id, a.room_number]));
  const room = (guest: AdminGuest) => {
    if (guest.guest_type !== 'Inner Circle') return '–';
    if (!guest.has_room) return 'keines';
    return roomOf.get(guest.id) ?? 'Ja';
  };
  const columns: ListColumn<AdminGuest>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (guest) => (
        <>
          {guest.first_name} {guest.last_name}
          {guest.special_requests && <div className="muted guest-requests">{guest.special_requests}</div>}
        </>
      ),
    },
    { header: 'Typ', card: true, cell: (guest) => guest.guest_type },
    { header: 'Seite', cell: (guest) => guest.side ?? '–' },
    {
      header: 'Kontakt',
      cell: (guest) => (
        <>
          {guest.email && <div>{guest.email}</div>}
          {guest.mobile && <div>{guest.mobile}</div>}
          {guest.phone && <div>{guest.phone}</div>}
        </>
      ),
    },
    {
      header: 'Rückmeldung',
      card: true,
      cell: (guest) => (
        <>
          <span className={`guest-rsvp guest-rsvp--${guest.rsvp_status}`}>{RSVP_STATUS_LABELS[guest.rsvp_status]}</span>
          {guest.companion && (
            <div className="guest-companion">
              Begleitung: {guest.companion.name}
              {guest.companion.menu_id !== null && <> · {menuName(guest.companion.menu_id)}</>}
              {guest.companion.allergies.length > 0 && <> · {guest.companion.allergies.join(', ')}</>}
            </div>
          )}
        </>
      ),
    },
    { header: 'Menü', cell: (guest) => menuName(guest.menu_id) },
    {
      header: 'Allergien',
      cell: (guest) => (
        <>
          {guest.allergies.join(', ') || '–'}
          <AllergenWarning matches={menuAllergenMatches(guest.allergies, guest.menu_id, menus)} />
        </>
      ),
    },
    { header: 'Zimmer', card: true, cell: room },
  ];

  return (
    <section>
      {undoable.element}
      <div className="page-header">
        <h1>Gästeliste</h1>
        <Link className="button" to="/admin/guests/import">
          Gäste importieren
        </Link>
      </div>
      <LoadFailure query={together(guestList, groupList, menuList)} text="Fehler beim Laden der Gäste" />
      <ListState items={guests} loading={guestList.isPending || groupList.isPending || menuList.isPending} empty={<EmptyState title="Noch keine Gäste erfasst.">Legen Sie unten den ersten Gast an.</EmptyState>}>
        {(guests) => {
          const shown = filterGuests(guests, filters);
          const grouped = groupGuests(shown, groups);
          // A deleted guest's group may be gone with them: then the message stands above the list.
          const orphanNotice = typeof rowNoticeAt === 'string' && !grouped.some((group) => group.name === rowNoticeAt);
          return (
            <>
              {orphanNotice && rowNotice.element}
              <GuestCounts guests={guests} />
              <GuestFilterFields filters={filters} onChange={setFilters} groups={groups} />
              {shown.length < guests.length && (
                <p className="muted" role="status">
                  {shown.length} von {guests.length} Gästen angezeigt
                </p>
              )}
              {shown.length === 0 ? (
                <EmptyState title="Keine Gäste gefunden.">Ändern Sie die Suche oder die Filter.</EmptyState>
              ) : (
                <ResponsiveList
                  label="Gäste"
                  className="table-scroll"
                  columns={columns}
                  sections={grouped.map((group) => ({
                    key: group.name,
                    heading: (
                      <>
                        {group.name} ({groupCount(group.guests)})
                        {rowNoticeAt === group.name && rowNotice.element}
                      </>
                    ),
                    rows: group.guests,
                  }))}
                  rowKey={(guest) => guest.id}
                  rowName={(guest) => `${guest.first_name} ${guest.last_name}`}
                  rowClassName={(guest) => (guest.rsvp_status === 'no' ? 'guest-row--declined' : undefined)}
                  editing={(guest) =>
                    editingId === guest.id && <GuestEditForm guest={guest} groups={groups} menus={menus} onSaved={() => saved(guest)} onCancel={() => setEditingId(null)} />
                  }
                  notice={(guest) => rowNoticeAt === guest.id && rowNotice.element}
                  actions={(guest) => (
                    <RowActions onEdit={() => setEditingId(guest.id)} onDelete={() => void remove(guest, groupNameOf(guest))} confirmDelete={`Soll ${guest.first_name} ${guest.last_name} wirklich gelöscht werden?`}>
                      <Link className="button button--small" to={`/admin/guests/${guest.id}/qr`} target="_blank" rel="noopener noreferrer">
                        QR-Code
                      </Link>
                      <button className="button button--small" type="button" onClick={() => copyLink(guest)}>
                        Link kopieren
                      </button>
                      <button className="button button--small button--ghost" type="button" onClick={() => renewLink(guest)}>
                        Neuer Link
                      </button>
                    </RowActions>
                  )}
                />
              )}
            </>
          );
        }}
      </ListState>

      <NewGuestForm groups={groups} menus={menus} />
    </section>
  );
}
