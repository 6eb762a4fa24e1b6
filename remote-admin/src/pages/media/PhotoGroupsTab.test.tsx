import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { renderInRouter } from '../../test/render';
import { browserLocation } from './media-api';
import { LEAVE_GROUPS_QUESTION, MediaPage } from './MediaPage';
import { writes } from '../../test/api';

const guests = [
  { id: 7, first_name: 'Eva', last_name: 'Amrein' },
  { id: 8, first_name: 'Jonas', last_name: 'Keller' },
  { id: 9, first_name: 'Sophie', last_name: 'Brunner' },
];
const groups = [
  { id: 3, name: 'Trauzeugen', media_count: 4, guest_ids: [7] },
  { id: 5, name: 'Familie', media_count: 1, guest_ids: [] },
];

function routes(extra: Record<string, unknown> = {}) {
  // The test's own routes come last: they may replace a list's reply.
  return {
    'GET /api/media/admin/photo-groups': groups,
    'GET /api/admin/guests': guests,
    'GET /api/media/admin/photo-groups/3/guests': [guests[0]],
    'GET /api/media/admin/photo-groups/5/guests': [],
    // The media tab, shown first.
    'GET /api/media/admin/list': [],
    'GET /api/media/admin/photo-categories': [],
    ...extra,
  };
}

async function openGroupsTab() {
  renderInRouter(<MediaPage />);
  await userEvent.click(screen.getByRole('tab', { name: 'Fotogruppen' }));
  return screen.findByRole('article', { name: 'Fotogruppe Trauzeugen' });
}

const card = (name: string) => screen.getByRole('article', { name: `Fotogruppe ${name}` });
const tick = (group: string, guest: string) => userEvent.click(within(card(group)).getByRole('checkbox', { name: guest }));

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  jest.restoreAllMocks();
});

it('shows each group with its media count and its guests ticked', async () => {
  mockApi(routes());
  const trauzeugen = await openGroupsTab();
  expect(trauzeugen).toHaveTextContent('4 Medien · 1 Gast');
  expect(card('Familie')).toHaveTextContent('1 Medium · 0 Gäste');
  expect(await within(trauzeugen).findByRole('checkbox', { name: 'Eva Amrein' })).toBeChecked();
  expect(within(trauzeugen).getByRole('checkbox', { name: 'Jonas Keller' })).not.toBeChecked();
});

describe('pending guest changes', () => {
  it('marks a changed group and saves only who was added and removed, compared with the server', async () => {
    const api = mockApi(
      routes({
        'POST /api/media/admin/photo-groups/3/guests': reply(201, { success: true }),
        'DELETE /api/media/admin/photo-groups/3/guests/7': { success: true },
      }),
    );
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Eva Amrein' });
    await tick('Trauzeugen', 'Jonas Keller');
    await tick('Trauzeugen', 'Eva Amrein');
    expect(within(card('Trauzeugen')).getByText('Ungespeichert')).toBeInTheDocument();
    expect(screen.getByText('Ungespeicherte Änderungen in 1 Gruppe.')).toBeInTheDocument();
    // Ticking back and forth is no change.
    await tick('Familie', 'Sophie Brunner');
    await tick('Familie', 'Sophie Brunner');
    expect(within(card('Familie')).queryByText('Ungespeichert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Alle Änderungen speichern' }));
    expect(await screen.findByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/media/admin/photo-groups/3/guests');
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/media/admin/photo-groups/3/guests', body: { guest_id: 8 } },
      { method: 'DELETE', path: '/api/media/admin/photo-groups/3/guests/7', body: undefined },
    ]);
  });

  it("says 'Keine Änderungen vorhanden' when there is nothing to save, for all groups and for one", async () => {
    const api = mockApi(routes());
    await openGroupsTab();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Änderungen speichern' }));
    expect(await screen.findByText('Keine Änderungen vorhanden')).toBeInTheDocument();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(within(card('Familie')).getByText('Keine Änderungen vorhanden')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('saves one group on its own button', async () => {
    const api = mockApi(routes({ 'POST /api/media/admin/photo-groups/5/guests': reply(201, { success: true }) }));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await tick('Trauzeugen', 'Jonas Keller');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Änderungen gespeichert')).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/media/admin/photo-groups/5/guests', body: { guest_id: 9 } }]);
    // The other group's change stays pending.
    expect(within(card('Trauzeugen')).getByText('Ungespeichert')).toBeInTheDocument();
  });

  it("shows 'Fehler beim Speichern der Änderungen' when a group's save fails, keeping the change", async () => {
    mockApi(routes({ 'POST /api/media/admin/photo-groups/5/guests': reply(500, {}) }));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Speichern der Änderungen')).toBeInTheDocument();
    expect(within(card('Familie')).getByRole('checkbox', { name: 'Sophie Brunner' })).toBeChecked();
  });

  it("shows 'Fehler beim Laden der Gäste für Gruppe {id}' when the stored members cannot be read before saving", async () => {
    const api = mockApi(routes({ 'GET /api/media/admin/photo-groups/5/guests': reply(500, {}) }));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Laden der Gäste für Gruppe 5')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it("shows 'Fehler beim Speichern aller Änderungen' when saving all fails", async () => {
    mockApi(routes({ 'POST /api/media/admin/photo-groups/3/guests': reply(500, {}) }));
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Jonas Keller' });
    await tick('Trauzeugen', 'Jonas Keller');
    await userEvent.click(screen.getByRole('button', { name: 'Alle Änderungen speichern' }));
    expect(await screen.findByText('Fehler beim Speichern aller Änderungen')).toBeInTheDocument();
  });

  it('discards the changes by reloading from the server', async () => {
    const api = mockApi(routes());
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Jonas Keller' });
    await tick('Trauzeugen', 'Jonas Keller');
    const loads = api.calls.filter((c) => c.path === '/api/media/admin/photo-groups').length;
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect(await screen.findByText('Änderungen verworfen')).toBeInTheDocument();
    expect(within(card('Trauzeugen')).getByRole('checkbox', { name: 'Jonas Keller' })).not.toBeChecked();
    expect(api.calls.filter((c) => c.path === '/api/media/admin/photo-groups').length).toBe(loads + 1);
    expect(writes(api)).toEqual([]);
  });

  it('asks before switching tabs with unsaved changes; staying keeps them, leaving drops them', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    mockApi(routes());
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Jonas Keller' });
    await tick('Trauzeugen', 'Jonas Keller');

    await userEvent.click(screen.getByRole('tab', { name: 'Fotokategorien' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_GROUPS_QUESTION);
    expect(screen.getByRole('tab', { name: 'Fotogruppen' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card('Trauzeugen')).getByRole('checkbox', { name: 'Jonas Keller' })).toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: 'Fotokategorien' }));
    expect(screen.getByRole('tab', { name: 'Fotokategorien' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Fotogruppen' }));
    expect(await within(await screen.findByRole('article', { name: 'Fotogruppe Trauzeugen' })).findByRole('checkbox', { name: 'Jonas Keller' })).not.toBeChecked();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('switches tabs without asking when nothing is pending, also by arrow keys', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    mockApi(routes());
    await openGroupsTab();
    screen.getByRole('tab', { name: 'Fotogruppen' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fotokategorien' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Fotokategorien' })).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('groups themselves', () => {
  it('refuses a blank name without calling the server, and creates one with the trimmed name', async () => {
    const api = mockApi(routes({ 'POST /api/media/admin/photo-groups': reply(201, { id: 6, name: 'Band', media_count: 0, guest_ids: [] }) }));
    await openGroupsTab();
    const form = screen.getByRole('form', { name: 'Neue Fotogruppe erstellen' });
    await userEvent.type(within(form).getByLabelText('Gruppenname'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Gruppennamen ein');
    expect(writes(api)).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('Gruppenname'));
    await userEvent.type(within(form).getByLabelText('Gruppenname'), ' Band ');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Gruppe erstellt');
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/media/admin/photo-groups', body: { name: 'Band' } }]);
  });

  it("shows 'Fehler beim Erstellen der Gruppe' when the server refuses", async () => {
    mockApi(routes({ 'POST /api/media/admin/photo-groups': reply(500, {}) }));
    await openGroupsTab();
    const form = screen.getByRole('form', { name: 'Neue Fotogruppe erstellen' });
    await userEvent.type(within(form).getByLabelText('Gruppenname'), 'Band');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Fehler beim Erstellen der Gruppe');
  });

  it('renames by prompt only when the answer is not empty and differs', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const api = mockApi(routes({ 'PUT /api/media/admin/photo-groups/3': { ...groups[0], name: 'Trauzeuginnen' } }));
    await openGroupsTab();
    const rename = () => userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Umbenennen: Trauzeugen' }));
    for (const answer of [null, '', '   ', 'Trauzeugen', ' Trauzeugen ']) {
      prompt.mockReturnValueOnce(answer);
      await rename();
    }
    expect(prompt).toHaveBeenCalledWith('Neuer Name der Fotogruppe:', 'Trauzeugen');
    expect(writes(api)).toEqual([]);
    prompt.mockReturnValueOnce('  Trauzeuginnen ');
    await rename();
    expect(await within(card('Trauzeugen')).findByText('Gruppe umbenannt')).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/media/admin/photo-groups/3', body: { name: 'Trauzeuginnen' } }]);
  });

  it("shows 'Fehler beim Umbenennen der Gruppe' when renaming fails", async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('Neu');
    mockApi(routes({ 'PUT /api/media/admin/photo-groups/3': reply(500, {}) }));
    await openGroupsTab();
    await userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Umbenennen: Trauzeugen' }));
    expect(await within(card('Trauzeugen')).findByText('Fehler beim Umbenennen der Gruppe')).toBeInTheDocument();
  });

  it('deletes only after confirmation, and reports a failure at the group', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const api = mockApi(routes({ 'DELETE /api/media/admin/photo-groups/5': reply(500, {}) }));
    await openGroupsTab();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie die Fotogruppe „Familie“ löschen möchten?');
    expect(writes(api)).toEqual([]);
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Löschen der Gruppe')).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', body: undefined }]);
  });

  it('deletes a group after confirmation', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(routes({ 'DELETE /api/media/admin/photo-groups/5': { success: true } }));
    await openGroupsTab();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(await screen.findByText('Gruppe „Familie“ gelöscht')).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', body: undefined }]);
  });

  it('downloads a group through its signed link', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    mockApi(routes({ 'GET /api/media/admin/download-link?group_id=3': { url: '/api/media/download/zip/xyz' } }));
    await openGroupsTab();
    await userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Gruppe herunterladen: Trauzeugen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/media/download/zip/xyz'));
  });

  it('shows the load toasts of groups and guests', async () => {
    mockApi({
      'GET /api/media/admin/photo-groups': reply(500, {}),
      'GET /api/admin/guests': reply(500, {}),
      'GET /api/media/admin/list': [],
      'GET /api/media/admin/photo-categories': [],
    });
    renderInRouter(<MediaPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fotogruppen' }));
    expect(await screen.findByText('Fehler beim Laden der Gruppen')).toBeInTheDocument();
    expect(await screen.findByText('Fehler beim Laden der Gästeliste')).toBeInTheDocument();
  });
});
