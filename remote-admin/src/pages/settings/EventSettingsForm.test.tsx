import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COORDINATES_INCOMPLETE, EMAIL_FROM_NAME_INVALID, LATITUDE_INVALID } from '@hochzeit/contracts';
import { EventSettingsForm } from './EventSettingsForm';
import { mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

// Signed in as admin: the shared event-settings query asks only for someone signed in.
beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => localStorage.clear());

const settings = {
  title: 'Unsere Hochzeit', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg', time_zone: 'Europe/Zurich',
  couple_names: 'Anna & Lukas', guest_address: 'sie', latitude: null, longitude: null, currency: 'EUR', contact_name: null, contact_phone: null,
  email_from_name: null, email_from_address: null,
};

it('shows the start in local time and saves it as an instant, reporting beside the button', async () => {
  const api = mockApi({
    'GET /api/admin/event-settings': settings,
    'PUT /api/admin/event-settings': { ...settings, starts_at: '2027-06-05T12:00:00.000Z' },
  });
  renderWithQueryClient(<EventSettingsForm />);
  const date = await screen.findByLabelText('Datum und Uhrzeit');
  expect(date).toHaveValue('2025-06-07T15:30');
  fireEvent.change(date, { target: { value: '2027-06-05T14:00' } });
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Hochzeitsdaten gespeichert');
  expect(status.closest('.actions')).toContainElement(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/event-settings', body: { ...settings, starts_at: '2027-06-05T12:00:00.000Z' } }]);
});

it("checks the form with the contract's German messages and sends nothing while it is wrong", async () => {
  const api = mockApi({ 'GET /api/admin/event-settings': settings });
  renderWithQueryClient(<EventSettingsForm />);
  await userEvent.clear(await screen.findByLabelText('Titel'));
  fireEvent.change(screen.getByLabelText('Datum und Uhrzeit'), { target: { value: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByText('Bitte geben Sie einen Titel ein')).toBeInTheDocument();
  expect(screen.getByText('Bitte geben Sie Datum und Uhrzeit der Hochzeit an')).toBeInTheDocument();
  expect(writes(api)).toEqual([]);
});

it("offers the venue's time zone from the IANA names the browser knows, and sends the one chosen", async () => {
  const api = mockApi({
    'GET /api/admin/event-settings': settings,
    'PUT /api/admin/event-settings': { ...settings, time_zone: 'Europe/Berlin' },
  });
  renderWithQueryClient(<EventSettingsForm />);
  const zone = await screen.findByRole('combobox', { name: 'Zeitzone des Veranstaltungsorts' });
  expect(zone).toHaveValue('Europe/Zurich');
  expect(within(zone).getByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
  expect(within(zone).queryByRole('option', { name: 'Mars/Olympus' })).toBeNull();
  await userEvent.selectOptions(zone, 'Europe/Berlin');
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Hochzeitsdaten gespeichert');
  expect(writes(api)[0].body).toMatchObject({ time_zone: 'Europe/Berlin' });
});

it('sends the coordinates, the currency and the contact for the day, and refuses coordinates out of range or alone', async () => {
  const api = mockApi({ 'GET /api/admin/event-settings': settings, 'PUT /api/admin/event-settings': settings });
  renderWithQueryClient(<EventSettingsForm />);
  const latitude = await screen.findByLabelText('Breitengrad');
  await userEvent.type(latitude, '95');
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByText(LATITUDE_INVALID)).toBeInTheDocument();
  await userEvent.clear(latitude);
  await userEvent.type(latitude, '46.948');
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByText(COORDINATES_INCOMPLETE)).toBeInTheDocument();
  expect(writes(api)).toEqual([]);

  await userEvent.type(screen.getByLabelText('Längengrad'), '7.4474');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Währung' }), 'CHF');
  const contact = screen.getByRole('group', { name: 'Kontakt am Hochzeitstag' });
  await userEvent.type(within(contact).getByLabelText('Name der Kontaktperson'), 'Lea Graf');
  await userEvent.type(within(contact).getByLabelText('Telefon der Kontaktperson'), '079 222 33 44');
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Hochzeitsdaten gespeichert');
  expect(writes(api)[0].body).toMatchObject({ latitude: 46.948, longitude: 7.4474, currency: 'CHF', contact_name: 'Lea Graf', contact_phone: '079 222 33 44' });
});

it('shows the cover photo as guests get it, refuses a file of the wrong type before uploading, and removes it', async () => {
  const cover = { width: 1600, height: 1067, images: [{ url: '/api/event-settings/cover/abc/480.webp', width: 480 }, { url: '/api/event-settings/cover/abc/1600.webp', width: 1600 }] };
  const api = mockApi({
    'GET /api/admin/event-settings': { ...settings, cover },
    'DELETE /api/admin/event-settings/cover': { ...settings, cover: null },
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithQueryClient(<EventSettingsForm />);
  expect(await screen.findByRole('img', { name: 'Vorschau des Titelbilds' })).toHaveAttribute('src', '/api/event-settings/cover/abc/480.webp');
  expect(screen.getByLabelText('Namen des Brautpaars')).toHaveValue('Anna & Lukas');

  await userEvent.upload(screen.getByLabelText('Titelbild ersetzen'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie ein Foto im Format JPG, PNG oder WEBP.');

  await userEvent.click(screen.getByRole('button', { name: 'Titelbild entfernen' }));
  expect(await screen.findByText(/Noch kein Titelbild/)).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/admin/event-settings/cover', body: undefined }]);
});

it("saves the guests' form of address chosen in the radio group 'Anrede der Gäste'", async () => {
  const api = mockApi({
    'GET /api/admin/event-settings': settings,
    'PUT /api/admin/event-settings': { ...settings, guest_address: 'ihr' },
  });
  renderWithQueryClient(<EventSettingsForm />);
  const group = await screen.findByRole('group', { name: 'Anrede der Gäste' });
  expect(within(group).getByRole('radio', { name: 'Sie (förmlich)' })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: 'ihr (vertraut)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Hochzeitsdaten gespeichert');
  expect(writes(api)[0].body).toMatchObject({ guest_address: 'ihr' });
});

describe('the e-mail sender', () => {
  const withSender = { ...settings, email_from_name: null, email_from_address: null, email_sender: { name: 'Anna & Lukas', address: 'hochzeit@portal.example' } };

  it('shows who e-mails come from now and saves a name and an address of their own', async () => {
    const saved = { ...withSender, email_from_name: 'Anna und Lukas', email_from_address: 'wir@anna-lukas.example', email_sender: { name: 'Anna und Lukas', address: 'wir@anna-lukas.example' } };
    let stored: typeof withSender | typeof saved = withSender;
    const api = mockApi({
      'GET /api/admin/event-settings': () => stored,
      'PUT /api/admin/event-settings': () => (stored = saved),
    });
    renderWithQueryClient(<EventSettingsForm />);
    const sender = await screen.findByRole('group', { name: 'E-Mail-Absender' });
    expect(sender).toHaveTextContent('Zurzeit: Anna & Lukas <hochzeit@portal.example>.');
    await userEvent.type(within(sender).getByLabelText('Absendername'), 'Anna und Lukas');
    await userEvent.type(within(sender).getByLabelText('Absenderadresse'), 'Wir@Anna-Lukas.example');
    await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hochzeitsdaten gespeichert');
    // The contract lower-cases the address.
    expect(writes(api)[0].body).toMatchObject({ email_from_name: 'Anna und Lukas', email_from_address: 'wir@anna-lukas.example' });
    expect(await within(sender).findByText(/Zurzeit: Anna und Lukas <wir@anna-lukas.example>/)).toBeInTheDocument();
  });

  it('sends emptied fields as null (the defaults) and refuses a name that would break the header', async () => {
    const api = mockApi({ 'GET /api/admin/event-settings': { ...withSender, email_from_name: 'Alt', email_from_address: 'alt@example.ch' }, 'PUT /api/admin/event-settings': withSender });
    renderWithQueryClient(<EventSettingsForm />);
    const sender = await screen.findByRole('group', { name: 'E-Mail-Absender' });
    const name = within(sender).getByLabelText('Absendername');
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna <anna@x.example>');
    await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
    expect(await within(sender).findByText(EMAIL_FROM_NAME_INVALID)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await userEvent.clear(name);
    await userEvent.clear(within(sender).getByLabelText('Absenderadresse'));
    await userEvent.click(screen.getByRole('button', { name: 'Hochzeitsdaten speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hochzeitsdaten gespeichert');
    expect(writes(api)[0].body).toMatchObject({ email_from_name: null, email_from_address: null });
  });
});
