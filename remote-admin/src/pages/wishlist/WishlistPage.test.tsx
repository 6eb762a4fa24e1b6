import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistPage } from './WishlistPage';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const wishlist = { content: 'Hochzeitsreise', payment_info: 'IBAN CH93 0076 2011 6238 5295 7' };
beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => localStorage.clear());

it('saves the wish text and payment information, trimmed, and says so beside the button', async () => {
  const api = mockApi({
    'GET /api/admin/wishlist': wishlist,
    'POST /api/admin/wishlist': { ...wishlist, content: 'Hochzeitsreise nach Island' },
  });
  renderWithQueryClient(<WishlistPage />);
  const text = await screen.findByLabelText('Wunschtext');
  expect(text).toHaveValue('Hochzeitsreise');
  await userEvent.type(text, ' nach Island  ');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Wunschliste gespeichert');
  expect(status.closest('.actions')).toContainElement(screen.getByRole('button', { name: 'Speichern' }));
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/wishlist', body: { content: 'Hochzeitsreise nach Island', payment_info: wishlist.payment_info } }]);
});

it("says 'Speichern fehlgeschlagen' when the server refuses, and 'Nicht autorisiert' without a sign-in", async () => {
  const api = mockApi({
    'GET /api/admin/wishlist': wishlist,
    'POST /api/admin/wishlist': reply(500, { msg: 'kaputt' }),
  });
  renderWithQueryClient(<WishlistPage />);
  await screen.findByLabelText('Wunschtext');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');
  localStorage.clear();
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Nicht autorisiert')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(1);
});
