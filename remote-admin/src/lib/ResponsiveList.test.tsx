import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { mockPhone } from '../test/media-query';
import { type ListColumn, ResponsiveList } from './ResponsiveList';

interface Room {
  id: number;
  number: string;
  beds: number;
  location: string;
  note: string;
}
const rooms: Room[] = [
  { id: 1, number: '101', beds: 2, location: 'Schloss', note: 'Seeblick' },
  { id: 2, number: '102', beds: 1, location: 'Remise', note: '' },
];
const columns: ListColumn<Room>[] = [
  { header: 'Ort', card: true, cell: (room) => room.location },
  { header: 'Zimmer', primary: true, cell: (room) => `Zimmer ${room.number}` },
  { header: 'Betten', card: true, cell: (room) => room.beds },
  { header: 'Notiz', cell: (room) => room.note || '–' },
];

function renderList(onDelete = jest.fn<(room: Room) => void>()) {
  render(
    <ResponsiveList
      label="Zimmer"
      columns={columns}
      rows={rooms}
      rowKey={(room) => room.id}
      rowName={(room) => `Zimmer ${room.number}`}
      actions={(room) => (
        <button type="button" onClick={() => onDelete(room)}>
          Löschen
        </button>
      )}
    />,
  );
  return onDelete;
}

let restore: () => void;
afterEach(() => restore());

it('on a laptop: a table with every column and the actions last', () => {
  restore = mockPhone(false);
  renderList();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Ort', 'Zimmer', 'Betten', 'Notiz', 'Aktionen']);
  expect(screen.getByRole('row', { name: /Zimmer 101/ })).toHaveTextContent('Seeblick');
  expect(screen.queryByRole('article')).toBeNull();
});

it('on a phone: a card per row, the primary column first as its heading, only the card facts, the actions in a named menu', async () => {
  restore = mockPhone(true);
  const onDelete = renderList();
  expect(screen.queryByRole('table')).toBeNull();
  const cards = within(screen.getByRole('list', { name: 'Zimmer' })).getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Zimmer 101', 'Zimmer 102']);
  const [first] = cards;
  // The name comes first even though its column is not the table's first.
  expect(first.firstElementChild?.firstElementChild).toHaveTextContent('Zimmer 101');
  expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual(['Ort', 'Betten']);
  expect(first).not.toHaveTextContent('Seeblick');
  const menu = within(first).getByText('Aktionen', { selector: 'summary' });
  expect(menu).toHaveAccessibleName('Aktionen für Zimmer 101');
  // A native <details>: the browser opens it by click, Enter or Space; Escape closes it again.
  await userEvent.click(menu);
  expect(menu.parentElement).toHaveAttribute('open');
  await userEvent.click(within(first).getByRole('button', { name: 'Löschen' }));
  expect(onDelete).toHaveBeenCalledWith(rooms[0]);
  within(first).getByRole('button', { name: 'Löschen' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(menu.parentElement).not.toHaveAttribute('open');
  expect(menu).toHaveFocus();
});
