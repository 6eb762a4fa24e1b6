import { useState } from 'react';
import { type InnerCircleGuest, type Location, type Room, RoomAssignmentInput, RoomInput, type RoomAssignment } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Notice, Field } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { ListState } from '../../lib/ListState';
import { ResponsiveList } from '../../lib/ResponsiveList';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { innerCircleGuestsQuery, locationsQuery, ROOM_DATA, roomAssignmentsQuery, roomsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { LocationsSection } from './LocationsSection';
import { RoomFields } from './RoomFields';
import { NEW_ROOM, roomsWithSpace, roomToForm } from './room-form';
import { fullName, Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
const ROOM_SAVED = { kind: 'success', text: 'Zimmer gespeichert' } as const;

/** 'Neue Zimmerzuweisung': an Inner Circle guest without a room, and a room with a free bed. */
function AssignmentForm({ guests, rooms }: { guests: readonly InnerCircleGuest[]; rooms: readonly Room[] }) {
  const form = useContractForm(RoomAssignmentInput, {});
  const change = useAdminChange(ROOM_DATA);
  const status = useNotice();
  const [guestId, roomId] = form.watch(['guest_id', 'room_id']);
  const assign = form.handleSubmit(async (input) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/room-assignments', { body: input })));
      form.reset();
      status.success('Zimmer zugewiesen');
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
function RoomEditForm({ room, locations, onSaved, onCancel }: { room: Room; locations: readonly Location[]; onSaved: () => void; onCancel: () => void }) {
  const form = useContractForm(RoomInput, roomToForm(room));
  const change = useAdminChange(ROOM_DATA);
  const status = useNotice();
  const save = form.handleSubmit(async (input) => {
    try {
      await change(() => unwrap(api.PUT('/api/admin/rooms/{id}', { params: { path: { id: room.id } }, body: input })));
      onSaved();
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern des Zimmers'));
    }
  });
  return (
    <form onSubmit={save} aria-label={`Zimmer ${room.room_number} bearbeiten`} noValidate>
      <RoomFields form={form} locations={locations} />
      <FormActions submitLabel="Speichern" onCancel={onCancel} status={status.element} />
    </form>
  );
}

/** 'Neues Zimmer': needs a room number and a location; without any location it says where to create one. */
function NewRoomForm({ locations }: { locations: readonly Location[] | undefined }) {
  const form = useContractForm(RoomInput, NEW_ROOM);
  const change = useAdminChange(ROOM_DATA);
  const status = useNotice();
  const [roomNumber, locationId] = form.watch(['room_number', 'location_id']);
  const noLocation = locations !== undefined && locations.length === 0;
  const create = form.handleSubmit(async (input) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/rooms', { body: input })));
      form.reset(NEW_ROOM);
      status.success('Zimmer angelegt');
    } catch {
      status.error('Fehler beim Anlegen des Zimmers');
    }
  });
  return (
    <form className="card section" onSubmit={create} aria-label="Neues Zimmer anlegen" noValidate>
      <h2>Neues Zimmer</h2>
      {noLocation && (
        <p className="notice notice--info">
          Es gibt noch keinen Standort. Legen Sie zuerst oben unter <a href="#standorte">Standorte</a> einen Standort an, dann können Sie hier Zimmer anlegen.
        </p>
      )}
      <RoomFields form={form} locations={locations ?? []} />
      <FormActions submitLabel="Zimmer anlegen" disabled={noLocation || !roomNumber.trim() || !locationId} status={status.element} />
    </form>
  );
}

/** Zimmerverwaltung: assignments, new assignment, all rooms with inline edit, new room, and the locations. */
export function RoomsPage() {
  const rooms = useQuery(roomsQuery());
  const assignments = useQuery(roomAssignmentsQuery());
  const innerCircle = useQuery(innerCircleGuestsQuery());
  const locations = useQuery(locationsQuery());
  const change = useAdminChange(ROOM_DATA);
  const unassigned = useNotice();
  const [editing, setEditing] = useState<number | null>(null);
  const [savedRoom, setSavedRoom] = useState<number | null>(null);


  async function unassign(assignment: RoomAssignment) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/room-assignments/{id}', { params: { path: { id: assignment.id } } })));
      unassigned.success('Zimmerzuweisung aufgehoben');
    } catch {
      unassigned.error('Fehler beim Aufheben der Zimmerzuweisung');
    }
  }

  function roomSaved(room: Room) {
    setEditing(null);
    setSavedRoom(room.id);
  }

  const guestsWithoutRoom = (innerCircle.data ?? []).filter((g) => !g.has_room);

  return (
    <section>
      <h1>Zimmerverwaltung</h1>
      <LoadFailure query={rooms} text="Fehler beim Laden der Zimmer" />
      <LoadFailure query={assignments} text="Fehler beim Laden der Zimmerzuweisungen" />
      <LoadFailure query={innerCircle} text="Fehler beim Laden der Inner Circle Gäste" />
      <LoadFailure query={locations} text="Fehler beim Laden der Standorte" />

      <h2>Aktuelle Zimmerzuweisungen</h2>
      {unassigned.element}
      <ListState items={assignments.data} loading={assignments.isPending} empty="Noch keine Zimmer zugewiesen.">
        {(roomAssignments) => (
          <ResponsiveList
            label="Zimmerzuweisungen"
            className="table-scroll"
            rows={roomAssignments}
            rowKey={(a) => a.id}
            rowName={(a) => a.guest_name}
            columns={[
              { header: 'Gast', primary: true, cell: (a) => a.guest_name },
              { header: 'Zimmer', card: true, cell: (a) => a.room_number },
              { header: 'Standort', card: true, cell: (a) => a.location },
            ]}
            actions={(a) => <RowActions onDelete={() => void unassign(a)} deleteText="Zuweisung aufheben" />}
          />
        )}
      </ListState>

      <AssignmentForm guests={guestsWithoutRoom} rooms={roomsWithSpace(rooms.data ?? [])} />

      <h2 className="section">Alle Zimmer</h2>
      <ListState items={rooms.data} loading={rooms.isPending} empty="Noch keine Zimmer angelegt.">
        {(allRooms) => (
          <ResponsiveList
            label="Alle Zimmer"
            className="table-scroll"
            rows={allRooms}
            rowKey={(room) => room.id}
            rowName={(room) => `Zimmer ${room.room_number}`}
            editing={(room) => editing === room.id && <RoomEditForm room={room} locations={locations.data ?? []} onSaved={() => roomSaved(room)} onCancel={() => setEditing(null)} />}
            columns={[
              { header: 'Zimmer', primary: true, cell: (room) => room.room_number },
              { header: 'Standort', card: true, cell: (room) => room.location_name },
              { header: 'Beschreibung', cell: (room) => room.description ?? '–' },
              {
                header: 'Kapazität',
                cell: (room) => (
                  <>
                    {room.total_capacity}
                    <div className="muted">
                      {room.base_capacity} Betten{room.has_extra_bed ? ' + Zustellbett' : ''}
                      {room.has_crib ? ' + Kinderbett' : ''}
                    </div>
                  </>
                ),
              },
              { header: 'Belegt', card: true, cell: (room) => `${room.occupancy}/${room.total_capacity}` },
            ]}
            actions={(room) => <RowActions onEdit={() => setEditing(room.id)} />}
            notice={(room) => savedRoom === room.id && <Notice notice={ROOM_SAVED} onClose={() => setSavedRoom(null)} />}
          />
        )}
      </ListState>

      {/* A room belongs to a location: the location form comes first. */}
      <LocationsSection locations={locations.data} loading={locations.isPending} />

      <NewRoomForm locations={locations.data} />
    </section>
  );
}
