import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { adminApi } from '../../../test/fixtures.js';
import { Menu } from '../menus/menu.entity.js';
import { Location } from '../rooms/location.entity.js';
import { RoomAssignment } from '../rooms/room-assignment.entity.js';
import { Room } from '../rooms/room.entity.js';
import { TimelineEvent } from '../timeline/timeline-event.entity.js';
import { guestOffers } from './invitation-cards.js';

/** Each card speaks to its holder: the couple's names, the holder's own start, rooms and menus only for those who have them. */
const t = useTestApp();
const api = adminApi(t);

it("an Apéro guest's card names the couple and the Apéro's start; rooms and menus only on the card of a guest who has them", async () => {
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', couple_names: 'Mia & Jonas', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Villa', venue_address: 'Seeweg 1' }).expect(200);
  const em = t.orm.em.fork();
  const menu = em.create(Menu, { type: 'Menü 1', class: 'Fleisch', description: { Gang1: 'Suppe', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' }, allergens: [], choosable: false });
  em.create(TimelineEvent, { title: 'Apéro', time: new Date('2025-06-07T14:00:00+02:00'), description: '', timeline_type: 'appero', visible_to: ['admin', 'guest'] });
  em.create(TimelineEvent, { title: 'Trauung', time: new Date('2025-06-07T15:30:00+02:00'), description: '', timeline_type: 'inner_circle', visible_to: ['admin', 'guest'] });
  em.create(TimelineEvent, { title: 'Probe', time: new Date('2025-06-07T10:00:00+02:00'), description: '', timeline_type: 'inner_circle', visible_to: ['admin'] });
  await em.flush();
  const clara = await t.createGuest({ first_name: 'Clara', last_name: 'Apero', guest_type: 'Apéro' });
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Innen', guest_type: 'Inner Circle', menu });
  const location = em.create(Location, { name: 'Gästehaus' });
  const room = em.create(Room, { room_number: '12', location, base_capacity: 2 });
  await em.flush();
  em.create(RoomAssignment, { guest: anna.id, room });
  await em.flush();

  const apero = (await adminPdf(t, `/api/exports/invitation-cards?ids=${clara.id}`)).pages.join(' ');
  expect(apero).toContain('Mia & Jonas');
  expect(apero).toContain('Samstag, 7. Juni 2025, 14:00 Uhr');
  expect(apero).not.toContain('15:30');
  expect(apero).toContain('Code scannen: Programm und Fotos');
  expect(apero).not.toMatch(/Zimmer|Menü/);

  const inner = (await adminPdf(t, `/api/exports/invitation-cards?ids=${anna.id}`)).pages.join(' ');
  expect(inner).toContain('Mia & Jonas');
  expect(inner).toContain('Code scannen: Programm, Zimmer, Menü und Fotos');
});

it("a provider's card gives their first appointment", async () => {
  const florist = await t.createProvider({ company_name: 'Blumen Rosa' });
  const em = t.orm.em.fork();
  em.create(TimelineEvent, { title: 'Blumen aufstellen', time: new Date('2025-06-07T09:00:00+02:00'), description: '', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], service_provider: florist.id });
  await em.flush();
  const text = (await adminPdf(t, '/api/exports/invitation-cards?audience=service_providers')).pages.join(' ');
  expect(text).toContain('Samstag, 7. Juni 2025, 09:00 Uhr');
});

it('lists what a holder finds behind the code, in German', () => {
  expect(guestOffers(false, false)).toBe('Programm und Fotos');
  expect(guestOffers(true, false)).toBe('Programm, Zimmer und Fotos');
  expect(guestOffers(false, true)).toBe('Programm, Menü und Fotos');
});
