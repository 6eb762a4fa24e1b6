import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { renderInRouter } from '../../test/render';
import { RoomsPage } from './RoomsPage';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';

const castle = { id: 1, name: 'Schloss Wartensee', address: 'Schloss Wartensee, 9404 Rorschacherberg' };
const tower = {
  id: 5, room_number: '101', description: 'Turmzimmer', base_capacity: 2, total_capacity: 3, location_id: 1,
  location_name: 'Schloss Wartensee', has_extra_bed: true, has_crib: false, occupancy: 2,
};

function page(data: { locations?: unknown[]; rooms?: unknown[] } = {}, changes: Record<string, unknown> = {}) {
  const api = mockApi({
    ...changes,
    'GET /api/admin/rooms': data.rooms ?? [tower],
    'GET /api/admin/room-assignments': [],
    'GET /api/admin/inner-circle-guests': [{ id: 9, first_name: 'Anna', last_name: 'Meier', has_room: false }],
    'GET /api/admin/locations': data.locations ?? [castle],
  });
  renderInRouter(<RoomsPage />);
  return api;
}

const newRoomForm = () => screen.getByRole('form', { name: 'Neues Zimmer anlegen' });
const newLocationForm = () => screen.getByRole('form', { name: 'Neuen Standort anlegen' });

it('on an empty start shows that there is no location yet and sends the admin there first', async () => {
  page({ locations: [], rooms: [] });
  expect(await screen.findByText('Noch keine Standorte angelegt.')).toBeInTheDocument();
  expect(screen.getByText('Noch keine Zimmer angelegt.')).toBeInTheDocument();
  expect(within(newRoomForm()).getByText(/Es gibt noch keinen Standort/)).toBeInTheDocument();
  expect(within(newRoomForm()).getByRole('link', { name: 'Standorte' })).toHaveAttribute('href', '#standorte');
  expect(within(newRoomForm()).getByRole('button', { name: 'Zimmer anlegen' })).toBeDisabled();
});

it('creates a location with the trimmed name and address and says so beside the button', async () => {
  const api = page({ locations: [] }, { 'POST /api/admin/locations': reply(201, { id: 2, name: 'Gästehaus Seeblick', address: null }) });
  await screen.findByText('Noch keine Standorte angelegt.');
  await userEvent.type(within(newLocationForm()).getByLabelText('Name'), '  Gästehaus Seeblick ');
  await userEvent.type(within(newLocationForm()).getByLabelText('Adresse'), '   ');
  await userEvent.click(within(newLocationForm()).getByRole('button', { name: 'Standort anlegen' }));
  expect(await within(newLocationForm()).findByRole('status')).toHaveTextContent('Standort angelegt');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/locations', body: { name: 'Gästehaus Seeblick', address: null } }]);
});

it('refuses a location without a name, in German, without calling the server', async () => {
  const api = page();
  await screen.findByText('Schloss Wartensee, 9404 Rorschacherberg');
  await userEvent.click(within(newLocationForm()).getByRole('button', { name: 'Standort anlegen' }));
  expect(await within(newLocationForm()).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Namen für den Standort ein');
  expect(writes(api)).toEqual([]);
});

it('shows the server’s reason next to the row when a location in use cannot be deleted', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  page({}, { 'DELETE /api/admin/locations/1': reply(409, { msg: 'Der Standort wird noch von 1 Zimmer verwendet' }) });
  const row = (await screen.findByText('Schloss Wartensee, 9404 Rorschacherberg')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Löschen' }));
  expect(await within(row).findByRole('alert')).toHaveTextContent('Der Standort wird noch von 1 Zimmer verwendet');
});

it('edits a location inline and confirms it on its row', async () => {
  const api = page({}, { 'PUT /api/admin/locations/1': { ...castle, address: 'Wartensee 1' } });
  const row = (await screen.findByText('Schloss Wartensee, 9404 Rorschacherberg')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Standort Schloss Wartensee bearbeiten' });
  await userEvent.clear(within(form).getByLabelText('Adresse'));
  await userEvent.type(within(form).getByLabelText('Adresse'), ' Wartensee 1 ');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Standort gespeichert')).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/locations/1', body: { name: 'Schloss Wartensee', address: 'Wartensee 1' } }]);
});

it('creates a room with numbers and trimmed text, and says so beside the button', async () => {
  const api = page({}, { 'POST /api/admin/rooms': reply(201, { ...tower, id: 6, room_number: 'E-1' }) });
  await screen.findByText('Turmzimmer');
  const form = newRoomForm();
  expect(within(form).getByRole('button', { name: 'Zimmer anlegen' })).toBeDisabled();
  await userEvent.type(within(form).getByLabelText('Zimmernummer'), ' E-1 ');
  await userEvent.selectOptions(within(form).getByLabelText('Standort'), 'Schloss Wartensee');
  await userEvent.clear(within(form).getByLabelText('Grundkapazität'));
  await userEvent.type(within(form).getByLabelText('Grundkapazität'), '1');
  await userEvent.click(within(form).getByLabelText('Kinderbett (+1)'));
  expect(within(form).getByText('Gesamtkapazität: 2')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Zimmer anlegen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Zimmer angelegt');
  expect(writes(api)).toEqual([
    { method: 'POST', path: '/api/admin/rooms', body: { room_number: 'E-1', description: null, base_capacity: 1, location_id: 1, has_extra_bed: false, has_crib: true } },
  ]);
});

it('refuses a base capacity below 1 with the German message, without calling the server', async () => {
  const api = page();
  await screen.findByText('Turmzimmer');
  const form = newRoomForm();
  await userEvent.type(within(form).getByLabelText('Zimmernummer'), '7');
  await userEvent.selectOptions(within(form).getByLabelText('Standort'), 'Schloss Wartensee');
  await userEvent.clear(within(form).getByLabelText('Grundkapazität'));
  await userEvent.type(within(form).getByLabelText('Grundkapazität'), '0');
  await userEvent.click(within(form).getByRole('button', { name: 'Zimmer anlegen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Die Grundkapazität muss mindestens 1 sein');
  expect(writes(api)).toEqual([]);
});

it('shows the server’s reason when a room cannot shrink below its guests', async () => {
  page({}, { 'PUT /api/admin/rooms/5': reply(409, { msg: 'Das Zimmer ist mit 2 Gästen belegt; die Kapazität kann nicht darunter sinken.' }) });
  const row = (await screen.findByText('Turmzimmer')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Zimmer 101 bearbeiten' });
  await userEvent.click(within(form).getByLabelText('Zustellbett (+1)'));
  await userEvent.clear(within(form).getByLabelText('Grundkapazität'));
  await userEvent.type(within(form).getByLabelText('Grundkapazität'), '1');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Das Zimmer ist mit 2 Gästen belegt; die Kapazität kann nicht darunter sinken.');
});

it('assigns a guest to a room with space and says so beside the button', async () => {
  const api = page({}, { 'POST /api/admin/room-assignments': reply(201, { id: 1, guest_id: 9, room_id: 5, guest_name: 'Anna Meier', room_number: '101', location: 'Schloss Wartensee' }) });
  const form = screen.getByRole('form', { name: 'Neue Zimmerzuweisung' });
  await screen.findByRole('option', { name: 'Anna Meier' });
  await userEvent.selectOptions(within(form).getByLabelText('Inner-Circle-Gast'), 'Anna Meier');
  await userEvent.selectOptions(within(form).getByLabelText('Zimmer mit freiem Platz'), 'Schloss Wartensee – 101 (2/3 belegt)');
  await userEvent.click(within(form).getByRole('button', { name: 'Zuweisen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Zimmer zugewiesen');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/room-assignments', body: { guest_id: 9, room_id: 5 } }]);
});

it('on a phone each room is a card (number first, location, occupancy) and its edit form takes the card', async () => {
  const restore = mockPhone(true);
  try {
    page();
    const card = await screen.findByRole('article', { name: 'Zimmer 101' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('101');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Standort', 'Belegt']);
    expect(within(card).getByText('Belegt').nextElementSibling).toHaveTextContent('2/3');
    await userEvent.click(within(card).getByText('Aktionen', { selector: 'summary' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
    expect(within(screen.getByRole('article', { name: 'Zimmer 101' })).getByRole('form', { name: 'Zimmer 101 bearbeiten' })).toBeInTheDocument();
  } finally {
    restore();
  }
});
