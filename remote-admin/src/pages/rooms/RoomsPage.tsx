import { useState, type FormEvent } from 'react';
import { errorMessage, Field } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import type { InnerCircleGuest, Location, Room, RoomAssignment } from '../../lib/api-types';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { RoomFields } from './RoomFields';
import { canSaveRoom, EMPTY_ROOM_FORM, roomPayload, roomsWithSpace, roomToForm, type RoomFormValues } from './room-form';

const loadRooms = () => adminApi.get<Room[]>('/api/admin/rooms');
const loadAssignments = () => adminApi.get<RoomAssignment[]>('/api/admin/room-assignments');
const loadInnerCircle = () => adminApi.get<InnerCircleGuest[]>('/api/admin/inner-circle-guests');
const loadLocations = () => adminApi.get<Location[]>('/api/admin/locations');

/** Zimmerverwaltung: assignments, new assignment, all rooms with inline edit, new room (spec core §2). */
export function RoomsPage() {
  const notice = useNotice();
  const rooms = useLoad(loadRooms, () => notice.error('Fehler beim Laden der Zimmer'));
  const assignments = useLoad(loadAssignments, () => notice.error('Fehler beim Laden der Zimmerzuweisungen'));
  const innerCircle = useLoad(loadInnerCircle, () => notice.error('Fehler beim Laden der Inner Circle Gäste'));
  const locations = useLoad(loadLocations, () => notice.error('Fehler beim Laden der Standorte'));
  const [newRoom, setNewRoom] = useState<RoomFormValues>(EMPTY_ROOM_FORM);
  const [editing, setEditing] = useState<{ id: number; values: RoomFormValues } | null>(null);
  const [assignGuest, setAssignGuest] = useState('');
  const [assignRoom, setAssignRoom] = useState('');

  const reloadAll = () => Promise.all([rooms.reload(), assignments.reload(), innerCircle.reload()]);

  async function createRoom(event: FormEvent) {
    event.preventDefault();
    if (!canSaveRoom(newRoom)) return;
    try {
      await adminApi.post('/api/admin/rooms', roomPayload(newRoom));
      notice.success('Zimmer angelegt');
      setNewRoom(EMPTY_ROOM_FORM);
      await rooms.reload();
    } catch {
      notice.error('Fehler beim Anlegen des Zimmers');
    }
  }

  async function saveRoom(event: FormEvent) {
    event.preventDefault();
    if (!editing || !canSaveRoom(editing.values)) return;
    try {
      await adminApi.put(`/api/admin/rooms/${editing.id}`, roomPayload(editing.values));
      notice.success('Zimmer gespeichert');
      setEditing(null);
      await rooms.reload();
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Speichern des Zimmers'));
    }
  }

  async function assign(event: FormEvent) {
    event.preventDefault();
    if (!assignGuest || !assignRoom) return;
    try {
      await adminApi.post('/api/admin/room-assignments', { guest_id: Number(assignGuest), room_id: Number(assignRoom) });
      notice.success('Zimmer zugewiesen');
      setAssignGuest('');
      setAssignRoom('');
      await reloadAll();
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Zuweisen des Zimmers'));
    }
  }

  async function unassign(assignment: RoomAssignment) {
    try {
      await adminApi.delete(`/api/admin/room-assignments/${assignment.id}`);
      notice.success('Zimmerzuweisung aufgehoben');
      await reloadAll();
    } catch {
      notice.error('Fehler beim Aufheben der Zimmerzuweisung');
    }
  }

  const guestsWithoutRoom = (innerCircle.data ?? []).filter((g) => !g.has_room);
  const freeRooms = roomsWithSpace(rooms.data ?? []);

  return (
    <section>
      <h1>Zimmerverwaltung</h1>
      {notice.element}

      <h2>Aktuelle Zimmerzuweisungen</h2>
      <ListState items={assignments.data} loading={assignments.loading} empty="Noch keine Zimmer zugewiesen.">
        {(roomAssignments) => (
          <DataTable headers={['Gast', 'Zimmer', 'Standort', 'Aktion']} className="table-scroll">
            {roomAssignments.map((a) => (
              <tr key={a.id}>
                <td>{a.guest_name}</td>
                <td>{a.room_number}</td>
                <td>{a.location}</td>
                <td>
                  <button className="button button--small button--danger" type="button" onClick={() => unassign(a)}>
                    Zuweisung aufheben
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>

      <form className="card section inline-form" onSubmit={assign} aria-label="Neue Zimmerzuweisung">
        <h2 className="visually-hidden">Neue Zuweisung</h2>
        <Field label="Inner-Circle-Gast">
          <select value={assignGuest} onChange={(e) => setAssignGuest(e.target.value)}>
            <option value="">Gast wählen</option>
            {guestsWithoutRoom.map((g) => (
              <option key={g.id} value={g.id}>
                {g.first_name} {g.last_name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Zimmer mit freiem Platz">
          <select value={assignRoom} onChange={(e) => setAssignRoom(e.target.value)}>
            <option value="">Zimmer wählen</option>
            {freeRooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.location_name} – {r.room_number} ({r.occupancy}/{r.total_capacity} belegt)
              </option>
            ))}
          </select>
        </Field>
        <button className="button button--primary" type="submit" disabled={!assignGuest || !assignRoom}>
          Zuweisen
        </button>
      </form>

      <h2 className="section">Alle Zimmer</h2>
      <ListState items={rooms.data} loading={rooms.loading} empty="Noch keine Zimmer angelegt.">
        {(allRooms) => (
          <DataTable headers={['Zimmer', 'Standort', 'Beschreibung', 'Kapazität', 'Belegt', 'Aktion']} className="table-scroll">
            {allRooms.map((room) =>
              editing?.id === room.id ? (
                <tr key={room.id}>
                  <td colSpan={6}>
                    <form onSubmit={saveRoom} aria-label={`Zimmer ${room.room_number} bearbeiten`}>
                      <RoomFields values={editing.values} onChange={(values) => setEditing({ id: room.id, values })} locations={locations.data ?? []} />
                      <FormActions submitLabel="Speichern" onCancel={() => setEditing(null)} disabled={!canSaveRoom(editing.values)} />
                    </form>
                  </td>
                </tr>
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
                    <button className="button button--small" type="button" onClick={() => setEditing({ id: room.id, values: roomToForm(room) })}>
                      Bearbeiten
                    </button>
                  </td>
                </tr>
              ),
            )}
          </DataTable>
        )}
      </ListState>

      <form className="card section" onSubmit={createRoom} aria-label="Neues Zimmer anlegen">
        <h2>Neues Zimmer</h2>
        <RoomFields values={newRoom} onChange={setNewRoom} locations={locations.data ?? []} />
        <div className="actions">
          <button className="button button--primary" type="submit" disabled={!canSaveRoom(newRoom)}>
            Zimmer anlegen
          </button>
        </div>
      </form>
    </section>
  );
}
