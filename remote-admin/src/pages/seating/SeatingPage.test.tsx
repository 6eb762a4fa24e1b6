import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeatingPlan } from '@hochzeit/contracts';
import { SEATING_MESSAGES } from '@hochzeit/contracts/seating-constants';
import { type ApiCall, mockApi, reply } from '@hochzeit/shared-ui/testing';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';
import { SeatingPage } from './SeatingPage';
import { applyMoves } from './seating-model';
import { anna, jonas, lukas, plan, table } from './seating-fixtures';

const SETTINGS = { guests_see_table_from: null };
const START = plan(7, [table(1, '1', 8), table(2, 'Brauttisch', 2, [jonas], { note: 'Brauttisch' })], [anna, lukas], [
  { kind: 'couple_split', msg: 'Anna Meier und Lukas Meier sitzen nicht am selben Tisch.', table_ids: [], people: ['g1', 'c1'] },
]);

/** The server as a stand-in: the plan with its version; a move on the current version is stored and answered with the new plan. */
function server(initial: SeatingPlan = START, extra: Record<string, unknown> = {}) {
  let current = initial;
  const api = mockApi({
    'GET /api/admin/seating': () => current,
    'GET /api/admin/seating/settings': SETTINGS,
    'PUT /api/admin/seating/seats': (call: ApiCall) => {
      const body = call.body as { version: number; moves: { person: string; table_id: number | null; seat: number | null }[] };
      if (body.version !== current.version) return reply(409, { msg: SEATING_MESSAGES.stale });
      current = { ...applyMoves(current, body.moves), version: current.version + 1 };
      return current;
    },
    ...extra,
  });
  return { api, set: (next: SeatingPlan) => (current = next), get: () => current };
}

/**
 * jsdom lays nothing out: every drop target gets a box of its own ('Noch ohne Platz' on the left,
 * the tables beneath each other on the right) and every person a small one, so dnd-kit's keyboard
 * and collision detection see a page as a browser would.
 */
function layOut() {
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
    if (this.classList.contains('seating-unseated')) return box(0, 0, 300, 900);
    const tableId = this.getAttribute('data-table');
    if (tableId) {
      const index = Array.from(document.querySelectorAll('[data-table]')).indexOf(this);
      return box(400, index * 300, 300, 280);
    }
    if (this.classList.contains('seating-person__handle')) return box(10, 100, 200, 30);
    return box(0, 0, 0, 0);
  });
}

const unseated = () => screen.getByRole('list', { name: 'Noch ohne Platz' });
const atTable = (name: string) => screen.getByRole('list', { name: `Personen an ${name}` });
/** Every text dnd-kit's live region says, in order (each replaces the one before it on the page). */
function announcements() {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[role="status"][aria-live]')?.textContent ?? '';
    if (text && said.at(-1) !== text) said.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  afterThis.push(() => observer.disconnect());
  return said;
}
const afterThis: (() => void)[] = [];
afterEach(() => afterThis.splice(0).forEach((undo) => undo()));

afterEach(() => jest.restoreAllMocks());

it('shows the counts, the server’s warnings, who has no place yet (search and group filter) and the tables with their seats', async () => {
  server();
  renderInRouter(<SeatingPage />);
  expect(await screen.findByRole('heading', { name: 'Tischplan', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Hinweise (1)' })).toHaveTextContent('Anna Meier und Lukas Meier sitzen nicht am selben Tisch.');
  expect(within(unseated()).getAllByRole('button').map((b) => b.querySelector('.seating-person__name')?.textContent)).toEqual(['Anna Meier', 'Lukas Meier']);
  expect(within(unseated()).getByText('Begleitung von Anna Meier')).toBeInTheDocument();
  expect(within(unseated()).getByText('Allergie: Nüsse')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tisch 1' }).closest('article')).toHaveTextContent('0/8 Plätze');
  expect(within(atTable('Brauttisch')).getByText('Jonas Weber')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Suchen'), 'lukas');
  expect(within(unseated()).getAllByRole('button')).toHaveLength(1);
  await userEvent.clear(screen.getByLabelText('Suchen'));
  await userEvent.selectOptions(screen.getByLabelText('Gruppe'), 'Familie Meier');
  expect(within(unseated()).getAllByRole('button')).toHaveLength(2);
});

it('seats a person with the keyboard: Space picks up, the arrow goes to the next table, Space puts down; announced in German and sent with the version', async () => {
  layOut();
  const { api } = server();
  renderInRouter(<SeatingPage />);
  const handle = (await within(await screen.findByRole('list', { name: 'Noch ohne Platz' })).findByText('Anna Meier')).closest('button')!;
  expect(handle).toHaveAttribute('aria-roledescription', 'verschiebbare Person');
  expect(document.getElementById(handle.getAttribute('aria-describedby')!)).toHaveTextContent('Um die Person zu setzen, drücken Sie die Leertaste oder Enter.');
  const said = announcements();
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(said).toContain('Anna Meier aufgenommen.'));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await waitFor(() => expect(said).toContain('Anna Meier über Tisch 1 (0 von 8 Plätzen belegt).'));
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(said).toContain('Anna Meier an Tisch 1 gesetzt.'));
  expect(await within(atTable('Tisch 1')).findByText('Anna Meier')).toBeInTheDocument();
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/seating/seats', body: { version: 7, moves: [{ person: 'g1', table_id: 1, seat: null }] } }]));
  expect(screen.getByRole('heading', { name: 'Tisch 1' }).closest('article')).toHaveTextContent('1/8 Plätze');
});

it('Escape puts the person back where they were, and nothing is sent', async () => {
  layOut();
  const { api } = server();
  renderInRouter(<SeatingPage />);
  const handle = (await screen.findByText('Lukas Meier')).closest('button')!;
  const said = announcements();
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
  await waitFor(() => expect(said).toContain('Lukas Meier aufgenommen.'));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await waitFor(() => expect(said).toContain('Lukas Meier über Tisch 1 (0 von 8 Plätzen belegt).'));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await waitFor(() => expect(said).toContain('Lukas Meier über Brauttisch (1 von 2 Plätzen belegt).'));
  fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
  await waitFor(() => expect(said.at(-1)).toBe('Verschieben abgebrochen. Lukas Meier bleibt, wo sie oder er war.'));
  expect(within(unseated()).getByText('Lukas Meier')).toBeInTheDocument();
  expect(writes(api)).toEqual([]);
});

it('on a phone each person has a plain ‘Tisch wählen’ menu instead of dragging', async () => {
  const undo = mockPhone(true);
  try {
    const { api } = server();
    renderInRouter(<SeatingPage />);
    const menu = await screen.findByRole('combobox', { name: 'Tisch wählen: Anna Meier' });
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tisch wählen', 'Tisch 1, 0 von 8 Plätzen belegt', 'Brauttisch, 1 von 2 Plätzen belegt']);
    await userEvent.selectOptions(menu, 'Tisch 1, 0 von 8 Plätzen belegt');
    expect(await within(atTable('Tisch 1')).findByText('Anna Meier')).toBeInTheDocument();
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    // Back to 'Noch ohne Platz' from the table's own menu.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tisch wählen: Anna Meier' }), 'Noch ohne Platz');
    expect(await within(unseated()).findByText('Anna Meier')).toBeInTheDocument();
    await waitFor(() => expect(writes(api)[1]).toEqual({ method: 'PUT', path: '/api/admin/seating/seats', body: { version: 8, moves: [{ person: 'g1', table_id: null, seat: null }] } }));
    expect(screen.queryByRole('button', { name: /Anna Meier/ })).toBeNull();
  } finally {
    undo();
  }
});

it('a full table: the server refuses (409), the person is back in the list and its German reason is shown', async () => {
  const undo = mockPhone(true);
  try {
    server(START, { 'PUT /api/admin/seating/seats': reply(409, { msg: SEATING_MESSAGES.overCapacity('Brauttisch', 2) }) });
    renderInRouter(<SeatingPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tisch wählen: Anna Meier' }), 'Brauttisch, 1 von 2 Plätzen belegt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Am Tisch Brauttisch sind nur 2 Plätze. Es wurde nichts gespeichert.');
    await waitFor(() => expect(within(unseated()).getByText('Anna Meier')).toBeInTheDocument());
    expect(within(atTable('Brauttisch')).queryByText('Anna Meier')).toBeNull();
  } finally {
    undo();
  }
});

it('a stale version (another organiser changed the plan): the plan is loaded again with a German note', async () => {
  const undo = mockPhone(true);
  try {
    const stand = server();
    renderInRouter(<SeatingPage />);
    const menu = await screen.findByRole('combobox', { name: 'Tisch wählen: Anna Meier' });
    // Meanwhile someone else seated Lukas at table 1.
    stand.set({ ...applyMoves(START, [{ person: 'c1', table_id: 1, seat: null }]), version: 9 });
    await userEvent.selectOptions(menu, 'Brauttisch, 1 von 2 Plätzen belegt');
    expect(await screen.findByText(SEATING_MESSAGES.stale)).toBeInTheDocument();
    expect(await within(atTable('Tisch 1')).findByText('Lukas Meier')).toBeInTheDocument();
    expect(within(unseated()).getByText('Anna Meier')).toBeInTheDocument();
    expect(stand.api.callsTo('GET /api/admin/seating').length).toBeGreaterThanOrEqual(2);
  } finally {
    undo();
  }
});

it("'Vorschlag machen' shows the proposal; 'Vorschlag übernehmen' sends its moves with its version", async () => {
  const suggestion = { version: 7, moves: [{ person: 'g1', table_id: 1, seat: null }, { person: 'c1', table_id: 1, seat: null }], unplaced: [], warnings: [] };
  const { api } = server(START, { 'POST /api/admin/seating/suggestion': suggestion });
  renderInRouter(<SeatingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Vorschlag machen' }));
  const proposal = await screen.findByRole('region', { name: 'Vorschlag' });
  expect(proposal).toHaveTextContent('Der Vorschlag setzt 2 Personen');
  expect(proposal).toHaveTextContent('Tisch 1Anna Meier, Lukas Meier');
  await userEvent.click(within(proposal).getByRole('button', { name: 'Vorschlag übernehmen' }));
  expect(await screen.findByText('Vorschlag übernommen')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Vorschlag' })).toBeNull();
  expect(within(atTable('Tisch 1')).getByText('Anna Meier')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    { method: 'POST', path: '/api/admin/seating/suggestion', body: { version: 7, keep_seated: true } },
    { method: 'PUT', path: '/api/admin/seating/seats', body: { version: 7, moves: suggestion.moves } },
  ]);
});

it('asks before deleting a table with people (they go back to ‘Noch ohne Platz’) and sends confirm=true; an empty table goes without a question', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { api } = server(START, { 'DELETE /api/admin/seating/tables/2': { success: true }, 'DELETE /api/admin/seating/tables/1': { success: true } });
  renderInRouter(<SeatingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Brauttisch löschen' }));
  expect(confirm).toHaveBeenCalledWith('Brauttisch löschen? Die Person dort kommt zurück zu „Noch ohne Platz“.');
  await userEvent.click(screen.getByRole('button', { name: 'Tisch 1 löschen' }));
  expect(confirm).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(writes(api)).toEqual([
      { method: 'DELETE', path: '/api/admin/seating/tables/2?confirm=true', body: undefined },
      { method: 'DELETE', path: '/api/admin/seating/tables/1', body: undefined },
    ]),
  );
});

it('creates a table from the contract’s form and refuses one without a name in German, sending nothing', async () => {
  const { api } = server(START, { 'POST /api/admin/seating/tables': reply(201, { id: 3, name: 'Kindertisch', shape: 'long', seats: 6, note: null, occupied: 0 }) });
  renderInRouter(<SeatingPage />);
  const form = await screen.findByRole('form', { name: 'Neuen Tisch anlegen' });
  await userEvent.click(within(form).getByRole('button', { name: 'Tisch anlegen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(SEATING_MESSAGES.tableNameMissing);
  expect(writes(api)).toEqual([]);
  await userEvent.type(within(form).getByLabelText('Name oder Nummer'), ' Kindertisch ');
  await userEvent.selectOptions(within(form).getByLabelText('Form'), 'Lang');
  await userEvent.clear(within(form).getByLabelText('Plätze'));
  await userEvent.type(within(form).getByLabelText('Plätze'), '6');
  await userEvent.click(within(form).getByRole('button', { name: 'Tisch anlegen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Tisch angelegt');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/seating/tables', body: { name: 'Kindertisch', shape: 'long', seats: 6, note: null } }]);
});

it('sets from when guests see their table', async () => {
  const { api } = server(START, { 'PUT /api/admin/seating/settings': { guests_see_table_from: '2025-06-07T10:00:00.000Z' } });
  renderInRouter(<SeatingPage />);
  const form = await screen.findByRole('form', { name: 'Tisch für Gäste anzeigen' });
  expect(form).toHaveTextContent('Gäste sehen ihren Tisch noch nicht.');
  fireEvent.change(within(form).getByLabelText('Gäste sehen ihren Tisch ab'), { target: { value: '2025-06-07T12:00' } });
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/seating/settings', body: { guests_see_table_from: new Date('2025-06-07T12:00').toISOString() } }]));
});

it("sets the seat order at a table if wanted: 'Sitzordnung' gives each person 'frei' or a seat no one else there has", async () => {
  const twoAtTable = plan(7, [table(1, '1', 8), table(2, 'Brauttisch', 2, [jonas, { ...anna, seat: 1 }])], [lukas]);
  const { api } = server(twoAtTable);
  renderInRouter(<SeatingPage />);
  await userEvent.click(await within((await screen.findByRole('heading', { name: 'Brauttisch' })).closest('article')!).findByRole('button', { name: 'Sitzordnung' }));
  const order = screen.getByRole('list', { name: 'Sitzordnung an Brauttisch' });
  const jonasSeat = within(order).getByLabelText('Jonas Weber');
  expect(within(jonasSeat).getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([['frei', false], ['Platz 1', true], ['Platz 2', false]]);
  await userEvent.selectOptions(jonasSeat, 'Platz 2');
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/seating/seats', body: { version: 7, moves: [{ person: 'g2', table_id: 2, seat: 2 }] } }]));
  expect(await within(atTable('Brauttisch')).findByText('Platz 2')).toBeInTheDocument();
  expect(within(atTable('Brauttisch')).getAllByRole('button').map((b) => b.querySelector('.seating-person__name')?.textContent)).toEqual(['Anna Meier', 'Jonas Weber']);
});
