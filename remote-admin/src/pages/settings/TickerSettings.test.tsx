import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { TickerSettings } from './TickerSettings';
import { tickerText } from '@hochzeit/shared-ui';
import { tickerMessageProblem } from './ticker-rules';

const messages = [
  { id: 1, message: 'Willkommen!', created_at: '2025-06-01T10:00:00Z' },
  { id: 2, message: '  ', created_at: '2025-06-01T11:00:00Z' },
  { id: 3, message: 'Apéro um 14 Uhr', created_at: '2025-06-02T09:30:00Z' },
];

it('previews all non-empty messages joined with " - " and shows their count and dates', async () => {
  mockFetch([{ path: '/api/admin/ticker-messages', reply: { success: true, messages } }]);
  render(<TickerSettings />);
  expect(await screen.findByRole('heading', { name: 'Nachrichten (3)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Vorschau')).toHaveTextContent('Vorschau: Willkommen! - Apéro um 14 Uhr');
  expect(screen.getByText(/01\.06\.2025, 12:00/)).toBeInTheDocument();
});

it('counts characters live, refuses empty and over-long messages, and creates with Enter', async () => {
  const api = mockFetch([
    { path: '/api/admin/ticker-messages', reply: { success: true, messages: [] } },
    { method: 'POST', path: '/api/admin/ticker-messages', reply: { id: 9, message: 'Hallo', created_at: '2025-06-01T10:00:00Z' }, status: 201 },
  ]);
  render(<TickerSettings />);
  const input = await screen.findByLabelText('Neue Nachricht');
  const add = screen.getByRole('button', { name: 'Hinzufügen' });
  expect(add).toBeDisabled();
  await userEvent.type(input, 'x'.repeat(161));
  expect(screen.getByText('161/160 Zeichen')).toBeInTheDocument();
  expect(screen.getByText('Nachricht ist zu lang (161/160 Zeichen)')).toBeInTheDocument();
  expect(add).toBeDisabled();
  await userEvent.clear(input);
  await userEvent.type(input, 'Hallo{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('Nachricht hinzugefügt');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/ticker-messages', body: { message: 'Hallo' } }]);
});

it('edits one message at a time', async () => {
  mockFetch([{ path: '/api/admin/ticker-messages', reply: { success: true, messages } }]);
  render(<TickerSettings />);
  const [firstEdit] = await screen.findAllByRole('button', { name: 'Bearbeiten' });
  await userEvent.click(firstEdit);
  expect(screen.getByLabelText('Nachricht bearbeiten')).toHaveValue('Willkommen!');
  screen.getAllByRole('button', { name: 'Bearbeiten' }).forEach((button) => expect(button).toBeDisabled());
  await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByLabelText('Nachricht bearbeiten')).toBeNull();
});

it('ticker rules', () => {
  expect(tickerMessageProblem('   ')).toBe('Bitte geben Sie eine Nachricht ein');
  expect(tickerMessageProblem('x'.repeat(160))).toBeNull();
  expect(tickerText([{ message: 'a' }, { message: '' }, { message: 'b' }])).toBe('a - b');
});
