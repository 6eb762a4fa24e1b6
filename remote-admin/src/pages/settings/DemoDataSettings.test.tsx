import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { DemoDataSettings } from './DemoDataSettings';

const NOTHING = {
  guests: 0, guest_groups: 0, relation_types: 0, guest_assignments: 0, menus: 0, locations: 0, rooms: 0,
  room_assignments: 0, service_providers: 0, provider_documents: 0, timeline_events: 0, ticker_messages: 0, story: 0, wishlist: 0,
};
const REMOVE = '/api/admin/demo-data/remove';

afterEach(() => jest.restoreAllMocks());

it('removes the demo data after confirmation and shows what went beside the button', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockFetch([{ method: 'POST', path: REMOVE, reply: { removed: { ...NOTHING, guests: 5, menus: 1, locations: 2 }, kept: 1 } }]);
  render(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Demodaten entfernt: 5 Gäste, 1 Menü und 2 Standorte. 1 Demo-Eintrag bleibt, weil Ihre eigenen Einträge ihn verwenden oder Sie ihn geändert haben.',
  );
  expect(api.writes()).toEqual([{ method: 'POST', path: REMOVE, body: undefined }]);
});

it('does nothing when the admin cancels the confirmation', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(false);
  const api = mockFetch([]);
  render(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(api.calls).toEqual([]);
  expect(screen.queryByRole('status')).toBeNull();
});

it('says when there is nothing left to remove, and shows a failure as an alert', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockFetch([{ method: 'POST', path: REMOVE, reply: { removed: NOTHING, kept: 0 } }]);
  render(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Es sind keine Demodaten mehr vorhanden.');

  mockFetch([{ method: 'POST', path: REMOVE, reply: { msg: 'Keine Berechtigung für diesen Bereich' }, status: 403 }]);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Keine Berechtigung für diesen Bereich');
});
