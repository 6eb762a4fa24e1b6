import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { mockFetch } from '../../test/fetch-mock';
import { browserLocation } from './media-api';
import { LEAVE_GROUPS_QUESTION, MediaPage } from './MediaPage';

const guests = [
  { id: 7, first_name: 'Eva', last_name: 'Amrein' },
  { id: 8, first_name: 'Jonas', last_name: 'Keller' },
  { id: 9, first_name: 'Sophie', last_name: 'Brunner' },
];
const groups = [
  { id: 3, name: 'Trauzeugen', media_count: 4, guest_ids: [7] },
  { id: 5, name: 'Familie', media_count: 1, guest_ids: [] },
];

function routes(extra: Parameters<typeof mockFetch>[0] = []) {
  return [
    ...extra,
    { path: '/api/media/admin/photo-groups', reply: groups },
    { path: '/api/admin/guests', reply: guests },
    { path: '/api/media/admin/photo-groups/3/guests', reply: [guests[0]] },
    { path: '/api/media/admin/photo-groups/5/guests', reply: [] },
    // The media tab, shown first.
    { path: '/api/media/admin/list', reply: [] },
    { path: '/api/media/admin/photo-categories', reply: [] },
  ];
}

async function openGroupsTab() {
  render(
    <MemoryRouter>
      <MediaPage />
    </MemoryRouter>,
  );
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
  mockFetch(routes());
  const trauzeugen = await openGroupsTab();
  expect(trauzeugen).toHaveTextContent('4 Medien · 1 Gast');
  expect(card('Familie')).toHaveTextContent('1 Medium · 0 Gäste');
  expect(await within(trauzeugen).findByRole('checkbox', { name: 'Eva Amrein' })).toBeChecked();
  expect(within(trauzeugen).getByRole('checkbox', { name: 'Jonas Keller' })).not.toBeChecked();
});

describe('pending guest changes', () => {
  it('marks a changed group and saves only who was added and removed, compared with the server', async () => {
    const api = mockFetch(
      routes([
        { method: 'POST', path: '/api/media/admin/photo-groups/3/guests', reply: { success: true }, status: 201 },
        { method: 'DELETE', path: '/api/media/admin/photo-groups/3/guests/7', reply: { success: true } },
      ]),
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
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/media/admin/photo-groups/3/guests', body: { guest_id: 8 } },
      { method: 'DELETE', path: '/api/media/admin/photo-groups/3/guests/7', body: undefined },
    ]);
  });

  it("says 'Keine Änderungen vorhanden' when there is nothing to save, for all groups and for one", async () => {
    const api = mockFetch(routes());
    await openGroupsTab();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Änderungen speichern' }));
    expect(await screen.findByText('Keine Änderungen vorhanden')).toBeInTheDocument();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(within(card('Familie')).getByText('Keine Änderungen vorhanden')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('saves one group on its own button', async () => {
    const api = mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-groups/5/guests', reply: { success: true }, status: 201 }]));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await tick('Trauzeugen', 'Jonas Keller');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Änderungen gespeichert')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/media/admin/photo-groups/5/guests', body: { guest_id: 9 } }]);
    // The other group's change stays pending.
    expect(within(card('Trauzeugen')).getByText('Ungespeichert')).toBeInTheDocument();
  });

  it("shows 'Fehler beim Speichern der Änderungen' when a group's save fails, keeping the change", async () => {
    mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-groups/5/guests', reply: {}, status: 500 }]));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Speichern der Änderungen')).toBeInTheDocument();
    expect(within(card('Familie')).getByRole('checkbox', { name: 'Sophie Brunner' })).toBeChecked();
  });

  it("shows 'Fehler beim Laden der Gäste für Gruppe {id}' when the stored members cannot be read before saving", async () => {
    const api = mockFetch(routes([{ path: '/api/media/admin/photo-groups/5/guests', reply: {}, status: 500 }]));
    await openGroupsTab();
    await within(card('Familie')).findByRole('checkbox', { name: 'Sophie Brunner' });
    await tick('Familie', 'Sophie Brunner');
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Änderungen speichern: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Laden der Gäste für Gruppe 5')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it("shows 'Fehler beim Speichern aller Änderungen' when saving all fails", async () => {
    mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-groups/3/guests', reply: {}, status: 500 }]));
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Jonas Keller' });
    await tick('Trauzeugen', 'Jonas Keller');
    await userEvent.click(screen.getByRole('button', { name: 'Alle Änderungen speichern' }));
    expect(await screen.findByText('Fehler beim Speichern aller Änderungen')).toBeInTheDocument();
  });

  it('discards the changes by reloading from the server', async () => {
    const api = mockFetch(routes());
    await openGroupsTab();
    await within(card('Trauzeugen')).findByRole('checkbox', { name: 'Jonas Keller' });
    await tick('Trauzeugen', 'Jonas Keller');
    const loads = api.calls.filter((c) => c.path === '/api/media/admin/photo-groups').length;
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect(await screen.findByText('Änderungen verworfen')).toBeInTheDocument();
    expect(within(card('Trauzeugen')).getByRole('checkbox', { name: 'Jonas Keller' })).not.toBeChecked();
    expect(api.calls.filter((c) => c.path === '/api/media/admin/photo-groups').length).toBe(loads + 1);
    expect(api.writes()).toEqual([]);
  });

  it('asks before switching tabs with unsaved changes; staying keeps them, leaving drops them', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    mockFetch(routes());
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
    mockFetch(routes());
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
    const api = mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-groups', reply: { id: 6, name: 'Band', media_count: 0, guest_ids: [] }, status: 201 }]));
    await openGroupsTab();
    const form = screen.getByRole('form', { name: 'Neue Fotogruppe erstellen' });
    await userEvent.type(within(form).getByLabelText('Gruppenname'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Gruppennamen ein');
    expect(api.writes()).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('Gruppenname'));
    await userEvent.type(within(form).getByLabelText('Gruppenname'), ' Band ');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Gruppe erstellt');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/media/admin/photo-groups', body: { name: 'Band' } }]);
  });

  it("shows 'Fehler beim Erstellen der Gruppe' when the server refuses", async () => {
    mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-groups', reply: {}, status: 500 }]));
    await openGroupsTab();
    const form = screen.getByRole('form', { name: 'Neue Fotogruppe erstellen' });
    await userEvent.type(within(form).getByLabelText('Gruppenname'), 'Band');
    await userEvent.click(within(form).getByRole('button', { name: 'Gruppe erstellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Fehler beim Erstellen der Gruppe');
  });

  it('renames by prompt only when the answer is not empty and differs', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const api = mockFetch(routes([{ method: 'PUT', path: '/api/media/admin/photo-groups/3', reply: { ...groups[0], name: 'Trauzeuginnen' } }]));
    await openGroupsTab();
    const rename = () => userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Umbenennen: Trauzeugen' }));
    for (const answer of [null, '', '   ', 'Trauzeugen', ' Trauzeugen ']) {
      prompt.mockReturnValueOnce(answer);
      await rename();
    }
    expect(prompt).toHaveBeenCalledWith('Neuer Name der Fotogruppe:', 'Trauzeugen');
    expect(api.writes()).toEqual([]);
    prompt.mockReturnValueOnce('  Trauzeuginnen ');
    await rename();
    expect(await within(card('Trauzeugen')).findByText('Gruppe umbenannt')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/media/admin/photo-groups/3', body: { name: 'Trauzeuginnen' } }]);
  });

  it("shows 'Fehler beim Umbenennen der Gruppe' when renaming fails", async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('Neu');
    mockFetch(routes([{ method: 'PUT', path: '/api/media/admin/photo-groups/3', reply: {}, status: 500 }]));
    await openGroupsTab();
    await userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Umbenennen: Trauzeugen' }));
    expect(await within(card('Trauzeugen')).findByText('Fehler beim Umbenennen der Gruppe')).toBeInTheDocument();
  });

  it('deletes only after confirmation, and reports a failure at the group', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const api = mockFetch(routes([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', reply: {}, status: 500 }]));
    await openGroupsTab();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie die Fotogruppe „Familie“ löschen möchten?');
    expect(api.writes()).toEqual([]);
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(await within(card('Familie')).findByText('Fehler beim Löschen der Gruppe')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', body: undefined }]);
  });

  it('deletes a group after confirmation', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockFetch(routes([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', reply: { success: true } }]));
    await openGroupsTab();
    await userEvent.click(within(card('Familie')).getByRole('button', { name: 'Löschen: Familie' }));
    expect(await screen.findByText('Gruppe „Familie“ gelöscht')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-groups/5', body: undefined }]);
  });

  it('downloads a group through its signed link', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    mockFetch(routes([{ path: '/api/media/admin/download-link?group_id=3', reply: { url: '/api/media/download/zip/xyz' } }]));
    await openGroupsTab();
    await userEvent.click(within(card('Trauzeugen')).getByRole('button', { name: 'Gruppe herunterladen: Trauzeugen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/media/download/zip/xyz'));
  });

  it('shows the load toasts of groups and guests', async () => {
    mockFetch([
      { path: '/api/media/admin/photo-groups', reply: {}, status: 500 },
      { path: '/api/admin/guests', reply: {}, status: 500 },
      { path: '/api/media/admin/list', reply: [] },
      { path: '/api/media/admin/photo-categories', reply: [] },
    ]);
    render(
      <MemoryRouter>
        <MediaPage />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Fotogruppen' }));
    expect(await screen.findByText('Fehler beim Laden der Gruppen')).toBeInTheDocument();
    expect(await screen.findByText('Fehler beim Laden der Gästeliste')).toBeInTheDocument();
  });
});
