import { EntityManager } from '@mikro-orm/core';
import { photo } from '../../../test/media.js';
import { useTestApp } from '../../../test/test-app.js';
import { EventSettingsService } from '../event-settings/event-settings.service.js';
import { guestWelcomeLookup } from './guest-welcome.js';

const t = useTestApp();

const lookup = () => guestWelcomeLookup(t.app.get(EntityManager), t.app.get(EventSettingsService));

it('gives a guest’s personal link the couple’s names, day, place and cover, and nothing to any other token', async () => {
  const guest = await t.createGuest();
  const provider = await t.createProvider();
  const wedding = { title: 'Unsere Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' };
  await t.http().put('/api/admin/event-settings').set(t.auth('admin')).send(wedding).expect(200);
  expect(await lookup()(guest.login_token)).toEqual({
    couple_names: 'Anna & Lukas',
    starts_at: '2025-06-07T13:30:00.000Z',
    venue_name: 'Schloss Wartensee',
    time_zone: 'Europe/Zurich',
    cover: null,
  });
  // A provider's link and unknown tokens learn nothing about the wedding.
  expect(await lookup()(provider.login_token)).toBeNull();
  expect(await lookup()('x'.repeat(32))).toBeNull();

  await t.http().post('/api/admin/event-settings/cover').set(t.auth('admin')).attach('file', await photo(3, 'jpeg', 1200, 800), 'cover.jpg').expect(200);
  const { cover } = (await lookup()(guest.login_token))!;
  expect(cover).toMatchObject({ width: 1200, height: 800 });
  expect(cover!.images.map((image) => image.width)).toEqual([480, 960, 1200]);
});
