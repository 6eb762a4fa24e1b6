import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { WishlistPage } from './WishlistPage';

const wishlist = { content: 'Hochzeitsreise', payment_info: 'IBAN CH93 0076 2011 6238 5295 7' };
beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => localStorage.clear());

it('saves the wish text and payment information, trimmed, and says so beside the button', async () => {
  const api = mockFetch([
    { path: '/api/admin/wishlist', reply: wishlist },
    { method: 'POST', path: '/api/admin/wishlist', reply: { ...wishlist, content: 'Hochzeitsreise nach Island' } },
  ]);
  render(<WishlistPage />);
  const text = await screen.findByLabelText('Wunschtext');
  expect(text).toHaveValue('Hochzeitsreise');
  await userEvent.type(text, ' nach Island  ');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Wunschliste gespeichert');
  expect(status.closest('.actions')).toContainElement(screen.getByRole('button', { name: 'Speichern' }));
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/wishlist', body: { content: 'Hochzeitsreise nach Island', payment_info: wishlist.payment_info } }]);
});

it("says 'Speichern fehlgeschlagen' when the server refuses, and 'Nicht autorisiert' without a sign-in", async () => {
  const api = mockFetch([
    { path: '/api/admin/wishlist', reply: wishlist },
    { method: 'POST', path: '/api/admin/wishlist', reply: { msg: 'kaputt' }, status: 500 },
  ]);
  render(<WishlistPage />);
  await screen.findByLabelText('Wunschtext');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');
  localStorage.clear();
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Nicht autorisiert')).toBeInTheDocument();
  expect(api.writes()).toHaveLength(1);
});
