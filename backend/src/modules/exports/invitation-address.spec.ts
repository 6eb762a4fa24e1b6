import { adminApi } from '../../../test/fixtures.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';

/** The guests' invitation card speaks in the settings' form of address; the providers' card stays formal. */
const t = useTestApp();
const api = adminApi(t);

it("invites 'Sie' by default and 'euch' once the couple chose 'ihr'", async () => {
  await t.createGuest({ first_name: 'Clara', last_name: 'Solo', guest_type: 'Apéro' });
  // The card sets the line in capitals.
  const text = async () => (await adminPdf(t, '/api/exports/invitation-cards')).pages.join(' ').toUpperCase();
  expect(await text()).toContain('WIR LADEN SIE HERZLICH EIN');
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse', guest_address: 'ihr' }).expect(200);
  const familiar = await text();
  expect(familiar).toContain('WIR LADEN EUCH HERZLICH EIN');
  expect(familiar).not.toContain('WIR LADEN SIE');
});
