import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './ListState';

function Rows() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <tr className="group-row">
        <th colSpan={3} scope="rowgroup">
          Familie Meier
        </th>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={3}>Formular</td>
        </tr>
      ) : (
        <tr>
          <td colSpan={2}>Anna Meier, Inner Circle</td>
          <td>
            <button type="button" onClick={() => setEditing(true)}>
              Bearbeiten
            </button>
          </td>
        </tr>
      )}
    </>
  );
}

it("labels every cell with its column's header, counting spans; a full-width cell stays unlabelled", async () => {
  render(
    <DataTable headers={['Name', 'Typ', 'Aktionen']}>
      <tr>
        <td>Anna</td>
        <td>Apéro</td>
        <td>—</td>
      </tr>
      <Rows />
    </DataTable>,
  );
  const [anna, apero, actions] = screen.getAllByRole('cell').slice(0, 3);
  expect([anna, apero, actions].map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Typ', 'Aktionen']);
  expect(screen.getByText('Anna Meier, Inner Circle')).toHaveAttribute('data-label', 'Name');
  expect(screen.getByRole('button', { name: 'Bearbeiten' }).closest('td')).toHaveAttribute('data-label', 'Aktionen');
  expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);

  // A row that changes on its own (its edit form opens) is labelled again.
  await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
  expect(await screen.findByText('Formular')).toHaveAttribute('data-label', '');
});
