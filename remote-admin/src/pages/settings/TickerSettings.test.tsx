import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TickerSettings } from './TickerSettings';
import { tickerText } from '@hochzeit/shared-ui';
import { TickerMessageInput, validationMessage } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const messages = [
  { id: 1, message: 'Willkommen!', created_at: '2025-06-01T10:00:00Z' },
  { id: 2, message: '  ', created_at: '2025-06-01T11:00:00Z' },
  { id: 3, message: 'Apéro um 14 Uhr', created_at: '2025-06-02T09:30:00Z' },
];

it('previews all non-empty messages joined with " - " and shows their count and dates', async () => {
  mockApi({ 'GET /api/admin/ticker-messages': { success: true, messages } });
  renderWithQueryClient(<TickerSettings />);
  expect(await screen.findByRole('heading', { name: 'Nachrichten (3)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Vorschau')).toHaveTextContent('Vorschau: Willkommen! - Apéro um 14 Uhr');
  expect(screen.getByText(/01\.06\.2025, 12:00/)).toBeInTheDocument();
});

it('counts characters live, refuses empty and over-long messages, and creates with Enter', async () => {
  const api = mockApi({
    'GET /api/admin/ticker-messages': { success: true, messages: [] },
    'POST /api/admin/ticker-messages': reply(201, { id: 9, message: 'Hallo', created_at: '2025-06-01T10:00:00Z' }),
  });
  renderWithQueryClient(<TickerSettings />);
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
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/ticker-messages', body: { message: 'Hallo' } }]);
});

it('edits one message at a time', async () => {
  mockApi({ 'GET /api/admin/ticker-messages': { success: true, messages } });
  renderWithQueryClient(<TickerSettings />);
  const [firstEdit] = await screen.findAllByRole('button', { name: 'Bearbeiten' });
  await userEvent.click(firstEdit);
  expect(screen.getByLabelText('Nachricht bearbeiten')).toHaveValue('Willkommen!');
  screen.getAllByRole('button', { name: 'Bearbeiten' }).forEach((button) => expect(button).toBeDisabled());
  await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByLabelText('Nachricht bearbeiten')).toBeNull();
});

it('ticker rules: the contract refuses blank and over-long messages; the ticker joins the non-empty ones', () => {
  const problem = (message: string) => {
    const result = TickerMessageInput.safeParse({ message });
    return result.success ? null : validationMessage(result.error);
  };
  expect(problem('   ')).toBe('Bitte geben Sie eine Nachricht ein');
  expect(problem(` ${'x'.repeat(160)} `)).toBeNull();
  expect(problem('x'.repeat(161))).toBe('Nachricht ist zu lang (161/160 Zeichen)');
  expect(tickerText([{ message: 'a' }, { message: '' }, { message: 'b' }])).toBe('a - b');
});

it('saves an edited message and reports it in its row; a deleted one is reported at the list', async () => {
  const api = mockApi({
    'GET /api/admin/ticker-messages': { success: true, messages },
    'PUT /api/admin/ticker-messages/1': { ...messages[0], message: 'Hallo zusammen' },
    'DELETE /api/admin/ticker-messages/3': { success: true },
  });
  window.confirm = () => true;
  renderWithQueryClient(<TickerSettings />);
  const [firstEdit] = await screen.findAllByRole('button', { name: 'Bearbeiten' });
  await userEvent.click(firstEdit);
  const input = screen.getByLabelText('Nachricht bearbeiten');
  await userEvent.clear(input);
  expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await userEvent.type(input, 'Hallo zusammen{Enter}');
  const saved = await screen.findByRole('status');
  expect(saved).toHaveTextContent('Nachricht gespeichert');
  expect(saved.closest('li')).toHaveTextContent('Willkommen!');
  expect(writes(api)[0]).toEqual({ method: 'PUT', path: '/api/admin/ticker-messages/1', body: { message: 'Hallo zusammen' } });

  await userEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[2]);
  expect(await screen.findByText('Nachricht gelöscht')).toBeInTheDocument();
  expect(writes(api)[1]).toEqual({ method: 'DELETE', path: '/api/admin/ticker-messages/3', body: undefined });
});
