import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoDataSettings } from './DemoDataSettings';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const NOTHING = {
  guests: 0, guest_groups: 0, relation_types: 0, guest_assignments: 0, menus: 0, locations: 0, rooms: 0,
  room_assignments: 0, service_providers: 0, provider_documents: 0, timeline_events: 0, ticker_messages: 0, story: 0, wishlist: 0,
};
const REMOVE = '/api/admin/demo-data/remove';

afterEach(() => jest.restoreAllMocks());

it('removes the demo data after confirmation and shows what went beside the button', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi({ [`POST ${REMOVE}`]: { removed: { ...NOTHING, guests: 5, menus: 1, locations: 2 }, kept: 1 } });
  renderWithQueryClient(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Demodaten entfernt: 5 Gäste, 1 Menü und 2 Standorte. 1 Demo-Eintrag bleibt, weil Ihre eigenen Einträge ihn verwenden oder Sie ihn geändert haben.',
  );
  expect(writes(api)).toEqual([{ method: 'POST', path: REMOVE, body: undefined }]);
});

it('does nothing when the admin cancels the confirmation', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(false);
  const api = mockApi({});
  renderWithQueryClient(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(api.calls).toEqual([]);
  expect(screen.queryByRole('status')).toBeNull();
});

it('says when there is nothing left to remove, and shows a failure as an alert', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi({ [`POST ${REMOVE}`]: { removed: NOTHING, kept: 0 } });
  renderWithQueryClient(<DemoDataSettings />);
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Es sind keine Demodaten mehr vorhanden.');

  mockApi({ [`POST ${REMOVE}`]: reply(403, { msg: 'Keine Berechtigung für diesen Bereich' }) });
  await userEvent.click(screen.getByRole('button', { name: 'Demodaten entfernen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Keine Berechtigung für diesen Bereich');
});
