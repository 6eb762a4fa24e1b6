import { useState } from 'react';
import { type InnerCircleGuest, type Location, type Room, RoomAssignmentInput, RoomInput, type RoomAssignment } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap } from '@hochzeit/shared-ui';
import { Notice, Field } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { LocationsSection } from './LocationsSection';
import { RoomFields } from './RoomFields';
import { NEW_ROOM, roomsWithSpace, roomToForm } from './room-form';
import { fullName, Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
const ROOM_SAVED = { kind: 'success', text: 'Zimmer gespeichert' } as const;
const loadRooms = () => unwrap(api.GET('/api/admin/rooms'));
const loadAssignments = () => unwrap(api.GET('/api/admin/room-assignments'));
const loadInnerCircle = () => unwrap(api.GET('/api/admin/inner-circle-guests'));
const loadLocations = () => unwrap(api.GET('/api/admin/locations'));

/** 'Neue Zimmerzuweisung': an Inner Circle guest without a room, and a room with a free bed. */
function AssignmentForm({ guests, rooms, onAssigned }: { guests: readonly InnerCircleGuest[]; rooms: readonly Room[]; onAssigned: () => Promise<unknown> }) {
  const form = useContractForm(RoomAssignmentInput, {});
  const status = useNotice();
  const [guestId, roomId] = form.watch(['guest_id', 'room_id']);
  const assign = form.handleSubmit(async (input) => {
    try {
      await unwrap(api.POST('/api/admin/room-assignments', { body: input }));
      form.reset();
      status.success('Zimmer zugewiesen');
      await onAssigned();
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Zuweisen des Zimmers'));
    }
  });
  return (
    <form className="card section inline-form" onSubmit={assign} aria-label="Neue Zimmerzuweisung" noValidate>
      <h2 className="visually-hidden">Neue Zuweisung</h2>
      <Field label="Inner-Circle-Gast" error={form.formState.errors.guest_id?.message}>
        <select {...form.register('guest_id', asOptionalNumber)}>
          <Options placeholder="Gast wählen" items={guests} label={fullName} />
        </select>
      </Field>
      <Field label="Zimmer mit freiem Platz" error={form.formState.errors.room_id?.message}>
        <select {...form.register('room_id', asOptionalNumber)}>
          <Options placeholder="Zimmer wählen" items={rooms} label={(r) => `${r.location_name} – ${r.room_number} (${r.occupancy}/${r.total_capacity} belegt)`} />
        </select>
      </Field>
      <FormActions submitLabel="Zuweisen" disabled={!guestId || !roomId} status={status.element} />
    </form>
  );
}

/** A room's inline edit; the server refuses to shrink it below its guests (its reason is shown here). */
function RoomEditRow({ room, locations, onSaved, onCancel }: { room: Room; locations: readonly Location[]; onSaved: () => Promise<void>; onCancel: () => void }) {
  const form = useContractForm(RoomInput, roomToForm(room));
  const status = useNotice();
  const save = form.handleSubmit(async (input) => {
    try {
      await unwrap(api.PUT('/api/admin/rooms/{id}', { params: { path: { id: room.id } }, body: input }));
      await onSaved();
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern des Zimmers'));
    }
  });
  return (
    <tr>
      <td colSpan={6}>
        <form onSubmit={save} aria-label={`Zimmer ${room.room_number} bearbeiten`} noValidate>
          <RoomFields form={form} locations={locations} />
          <FormActions submitLabel="Speichern" onCancel={onCancel} status={status.element} />
        </form>
      </td>
    </tr>
  );
}

/** 'Neues Zimmer': needs a room number and a location; without any location it says where to create one. */
function NewRoomForm({ locations, onCreated }: { locations: readonly Location[] | null; onCreated: () => Promise<unknown> }) {
  const form = useContractForm(RoomInput, NEW_ROOM);
  const status = useNotice();
  const [roomNumber, locationId] = form.watch(['room_number', 'location_id']);
  const noLocation = locations !== null && locations.length === 0;
  const create = form.handleSubmit(async (input) => {
    try {
      await unwrap(api.POST('/api/admin/rooms', { body: input }));
      form.reset(NEW_ROOM);
      status.success('Zimmer angelegt');
      await onCreated();
    } catch {
      status.error('Fehler beim Anlegen des Zimmers');
    }
  });
  return (
    <form className="card section" onSubmit={create} aria-label="Neues Zimmer anlegen" noValidate>
      <h2>Neues Zimmer</h2>
      {noLocation && (
        <p className="notice notice--info">
          Es gibt noch keinen Standort. Legen Sie zuerst unter <a href="#standorte">Standorte</a> einen Standort an, dann können Sie hier Zimmer anlegen.
        </p>
      )}
      <RoomFields form={form} locations={locations ?? []} />
      <FormActions submitLabel="Zimmer anlegen" disabled={noLocation || !roomNumber?.trim() || !locationId} status={status.element} />
    </form>
  );
}

/** Zimmerverwaltung: assignments, new assignment, all rooms with inline edit, new room, and the locations. */
export function RoomsPage() {
  const notice = useNotice();
  const rooms = useLoad(loadRooms, () => notice.error('Fehler beim Laden der Zimmer'));
  const assignments = useLoad(loadAssignments, () => notice.error('Fehler beim Laden der Zimmerzuweisungen'));
  const innerCircle = useLoad(loadInnerCircle, () => notice.error('Fehler beim Laden der Inner Circle Gäste'));
  const locations = useLoad(loadLocations, () => notice.error('Fehler beim Laden der Standorte'));
  const unassigned = useNotice();
  const [editing, setEditing] = useState<number | null>(null);
  const [savedRoom, setSavedRoom] = useState<number | null>(null);

  const reloadAll = () => Promise.all([rooms.reload(), assignments.reload(), innerCircle.reload()]);

  async function unassign(assignment: RoomAssignment) {
    try {
      await unwrap(api.DELETE('/api/admin/room-assignments/{id}', { params: { path: { id: assignment.id } } }));
      unassigned.success('Zimmerzuweisung aufgehoben');
      await reloadAll();
    } catch {
      unassigned.error('Fehler beim Aufheben der Zimmerzuweisung');
    }
  }

  async function roomSaved(room: Room) {
    setEditing(null);
    setSavedRoom(room.id);
    await Promise.all([rooms.reload(), assignments.reload()]);
  }

  const guestsWithoutRoom = (innerCircle.data ?? []).filter((g) => !g.has_room);

  return (
    <section>
      <h1>Zimmerverwaltung</h1>
      {notice.element}

      <h2>Aktuelle Zimmerzuweisungen</h2>
      {unassigned.element}
      <ListState items={assignments.data} loading={assignments.loading} empty="Noch keine Zimmer zugewiesen.">
        {(roomAssignments) => (
          <DataTable headers={['Gast', 'Zimmer', 'Standort', 'Aktion']} className="table-scroll">
            {roomAssignments.map((a) => (
              <tr key={a.id}>
                <td>{a.guest_name}</td>
                <td>{a.room_number}</td>
                <td>{a.location}</td>
                <td>
                  <RowActions onDelete={() => void unassign(a)} deleteText="Zuweisung aufheben" />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>

      <AssignmentForm guests={guestsWithoutRoom} rooms={roomsWithSpace(rooms.data ?? [])} onAssigned={reloadAll} />

      <h2 className="section">Alle Zimmer</h2>
      <ListState items={rooms.data} loading={rooms.loading} empty="Noch keine Zimmer angelegt.">
        {(allRooms) => (
          <DataTable headers={['Zimmer', 'Standort', 'Beschreibung', 'Kapazität', 'Belegt', 'Aktion']} className="table-scroll">
            {allRooms.map((room) =>
              editing === room.id ? (
                <RoomEditRow key={room.id} room={room} locations={locations.data ?? []} onSaved={() => roomSaved(room)} onCancel={() => setEditing(null)} />
              ) : (
                <tr key={room.id}>
                  <td>{room.room_number}</td>
                  <td>{room.location_name}</td>
                  <td>{room.description ?? '–'}</td>
                  <td>
                    {room.total_capacity}
                    <div className="muted">
                      {room.base_capacity} Betten{room.has_extra_bed ? ' + Zustellbett' : ''}
                      {room.has_crib ? ' + Kinderbett' : ''}
                    </div>
                  </td>
                  <td>
                    {room.occupancy}/{room.total_capacity}
                  </td>
                  <td>
                    <RowActions onEdit={() => setEditing(room.id)} />
                    {savedRoom === room.id && <Notice notice={ROOM_SAVED} onClose={() => setSavedRoom(null)} />}
                  </td>
                </tr>
              ),
            )}
          </DataTable>
        )}
      </ListState>

      <NewRoomForm locations={locations.data} onCreated={rooms.reload} />

      <LocationsSection
        locations={locations.data}
        loading={locations.loading}
        onChanged={() => Promise.all([locations.reload(), rooms.reload(), assignments.reload()])}
      />
    </section>
  );
}
