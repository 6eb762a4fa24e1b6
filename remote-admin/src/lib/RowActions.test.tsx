import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Options } from './Options';
import { RowActions } from './RowActions';

afterEach(() => jest.restoreAllMocks());

it('deletes only after the admin agreed to the question', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const onDelete = jest.fn();
  const onEdit = jest.fn();
  render(<RowActions onEdit={onEdit} onDelete={onDelete} confirmDelete="Gruppe löschen?" deleteName="Familie Meier löschen" />);
  await userEvent.click(screen.getByRole('button', { name: 'Familie Meier löschen' }));
  expect(confirm).toHaveBeenCalledWith('Gruppe löschen?');
  expect(onDelete).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Familie Meier löschen' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});

it('without a question the page asks in its own dialog; without handlers no buttons', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const onDelete = jest.fn();
  const { rerender } = render(<RowActions onDelete={onDelete} deleteText="Zuweisung aufheben" />);
  await userEvent.click(screen.getByRole('button', { name: 'Zuweisung aufheben' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
  expect(confirm).not.toHaveBeenCalled();
  rerender(<RowActions />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('lists constants by their label and records by their id, after the placeholder', () => {
  render(
    <>
      <select aria-label="Typ">
        <Options placeholder="Alle Typen" placeholderValue="all" items={['ceremony', 'party'] as const} label={(type) => ({ ceremony: 'Zeremonie', party: 'Party' })[type]} />
      </select>
      <select aria-label="Gruppe">
        <Options items={[{ id: 7, name: 'Familie Meier' }]} label={(group) => group.name} />
      </select>
    </>,
  );
  expect(screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
    ['all', 'Alle Typen'],
    ['ceremony', 'Zeremonie'],
    ['party', 'Party'],
    ['7', 'Familie Meier'],
  ]);
});
