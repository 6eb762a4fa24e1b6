import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { MenusPage } from './MenusPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';

const veggie = {
  id: 4,
  type: 'Menü 2',
  class: 'Vegetarisch',
  description: { Gang1: 'Suppe', 'Gang1 Beschreibung': 'Kürbis', Gang2: 'Risotto', 'Gang2 Beschreibung': '', Gang3: 'Mousse', 'Gang3 Beschreibung': '' },
  allergens: ['Milch', 'Sellerie'],
  choosable: false,
};

const renderPage = () => renderInRouter(<MenusPage />);

it('creates a menu with the allergens as a list and confirms it beside the button', async () => {
  const api = mockApi({
    'GET /api/admin/menus': [],
    'POST /api/admin/menus': reply(201, veggie),
  });
  renderPage();
  const form = screen.getByRole('form', { name: 'Menüformular' });
  await userEvent.selectOptions(within(form).getByLabelText('Menütyp'), 'Menü 2');
  await userEvent.type(within(form).getByLabelText('Klasse'), ' Vegetarisch ');
  await userEvent.type(within(within(form).getByRole('group', { name: 'Gang 1' })).getByLabelText('Gericht'), 'Suppe');
  await userEvent.type(within(form).getByLabelText('Allergene (durch Komma getrennt)'), 'Milch, , Sellerie');
  await userEvent.click(within(form).getByLabelText('Gäste können dieses Menü bei der Rückmeldung wählen'));
  await userEvent.click(within(form).getByRole('button', { name: 'Menü erstellen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Menü erstellt!');
  expect(writes(api)).toEqual([
    {
      method: 'POST',
      path: '/api/admin/menus',
      body: {
        type: 'Menü 2',
        class: 'Vegetarisch',
        description: { Gang1: 'Suppe', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' },
        allergens: ['Milch', 'Sellerie'],
        choosable: true,
      },
    },
  ]);
});

it('edits a chosen menu, then returns to create mode', async () => {
  const api = mockApi({
    'GET /api/admin/menus': [veggie],
    'PUT /api/admin/menus/4': { ...veggie, class: 'Vegan' },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Menüformular' });
  expect(within(form).getByRole('heading', { name: 'Menü bearbeiten' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Allergene (durch Komma getrennt)')).toHaveValue('Milch, Sellerie');
  await userEvent.clear(within(form).getByLabelText('Klasse'));
  await userEvent.type(within(form).getByLabelText('Klasse'), 'Vegan');
  await userEvent.click(within(form).getByRole('button', { name: 'Menü aktualisieren' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Menü aktualisiert!');
  expect(within(form).getByRole('heading', { name: 'Neues Menü anlegen' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Klasse')).toHaveValue('');
  const { id: _id, ...fields } = veggie;
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/menus/4', body: { ...fields, class: 'Vegan' } }]);
});
