import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { useMediaTestApp } from '../../../test/media.js';
import { TokenService } from '../../auth/token.service.js';
import { DataChanges } from '../../database/data-changes.js';
import { MediaImages } from './media-images.service.js';
import { MediaUrls } from './media-urls.js';

const { t, media, api } = useMediaTestApp();
/** Anna uploads; Bernd is in the photo group 'Familie'; Clara is in no group. */
let anna: number;
let bernd: number;
let clara: number;
beforeEach(async () => {
  anna = (await t.createGuest({ first_name: 'Anna', last_name: 'Arnold' })).id;
  bernd = (await t.createGuest({ first_name: 'Bernd', last_name: 'Brun' })).id;
  clara = (await t.createGuest({ first_name: 'Clara', last_name: 'Christen' })).id;
});

const createGroup = async (name: string, members: number[]): Promise<number> => {
  const id = (await api.post('/api/media/admin/photo-groups', { name }).expect(201)).body.id;
  for (const guest_id of members) await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id }).expect(201);
  return id;
};
const shareWith = (mediumId: number, group_ids: number[]) => api.post(`/api/media/admin/media/${mediumId}/groups`, { group_ids, replace: true }).expect(200);
const hide = (mediumId: number, hidden = true) => api.put(`/api/media/admin/media/${mediumId}/hidden`, { hidden }).expect(200);
const everyView = async (guest: number) => ({
  all: await media.galleryIds(guest),
  own: await media.galleryIds(guest, '?view_filter=own'),
  shared: await media.galleryIds(guest, '?view_filter=shared'),
});

describe('who sees a medium', () => {
  it('in no photo group: every guest; own = the uploader, shared = nobody', async () => {
    const photo = await media.guestPhoto(anna, 1);
    expect(await everyView(anna)).toEqual({ all: [photo], own: [photo], shared: [] });
    expect(await everyView(bernd)).toEqual({ all: [photo], own: [], shared: [] });
    expect(await everyView(clara)).toEqual({ all: [photo], own: [], shared: [] });
  });

  it("in a photo group: its members and the uploader, nobody else, by any filter", async () => {
    const family = await createGroup('Familie', [bernd]);
    const photo = await media.guestPhoto(anna, 1);
    await shareWith(photo, [family]);
    expect(await everyView(anna)).toEqual({ all: [photo], own: [photo], shared: [] });
    expect(await everyView(bernd)).toEqual({ all: [photo], own: [], shared: [photo] });
    expect(await everyView(clara)).toEqual({ all: [], own: [], shared: [] });
    expect(await media.galleryIds(clara, '?folder=wartensee')).toEqual([]);
  });

  it('in several photo groups: the members of any of them', async () => {
    const family = await createGroup('Familie', [bernd]);
    const friends = await createGroup('Freunde', [clara]);
    const photo = await media.adminPhoto(1);
    await shareWith(photo, [family, friends]);
    expect(await media.galleryIds(bernd)).toEqual([photo]);
    expect(await media.galleryIds(clara)).toEqual([photo]);
    expect(await media.galleryIds(anna)).toEqual([]);
  });

  it('follows the membership: added, the guest sees it; removed, no longer', async () => {
    const family = await createGroup('Familie', [bernd]);
    const photo = await media.adminPhoto(1);
    await shareWith(photo, [family]);
    expect(await media.galleryIds(clara)).toEqual([]);
    await api.post(`/api/media/admin/photo-groups/${family}/guests`, { guest_id: clara }).expect(201);
    expect(await media.galleryIds(clara)).toEqual([photo]);
    await api.delete(`/api/media/admin/photo-groups/${family}/guests/${clara}`).expect(200);
    expect(await media.galleryIds(clara)).toEqual([]);
    // Shared with no group again: everybody.
    await shareWith(photo, []);
    expect(await media.galleryIds(clara)).toEqual([photo]);
  });

  it('hidden: nobody in the gallery, not even the uploader or a group member', async () => {
    const family = await createGroup('Familie', [bernd]);
    const open = await media.guestPhoto(anna, 1);
    const shared = await media.guestPhoto(anna, 2);
    await shareWith(shared, [family]);
    await hide(open);
    await hide(shared);
    for (const guest of [anna, bernd, clara]) expect(await everyView(guest)).toEqual({ all: [], own: [], shared: [] });
    await hide(open, false);
    expect(await media.galleryIds(clara)).toEqual([open]);
  });

  it("marks only the viewer's own uploads as own", async () => {
    await media.guestPhoto(anna, 1);
    const [asAnna] = (await t.http().get('/api/media/gallery').set(t.auth('guest', anna)).expect(200)).body;
    const [asBernd] = (await t.http().get('/api/media/gallery').set(t.auth('guest', bernd)).expect(200)).body;
    expect([asAnna.is_own_upload, asBernd.is_own_upload]).toEqual([true, false]);
    expect(asBernd.uploader_name).toBe('Anna Arnold');
  });
});

describe('gallery filters', () => {
  it('by folder and by category, newest first', async () => {
    const wedding = await media.adminPhoto(1, 'hochzeit');
    const castle = await media.adminPhoto(2, 'wartensee');
    const guestPhoto = await media.guestPhoto(anna, 3);
    const dance = (await api.post('/api/media/admin/photo-categories', { name: 'Tanz' }).expect(201)).body.id;
    await api.post(`/api/media/admin/media/${castle}/categories`, { category_ids: [dance], replace: true }).expect(200);
    await api.post(`/api/media/admin/media/${guestPhoto}/categories`, { category_ids: [dance], replace: true }).expect(200);

    expect(await media.galleryIds(bernd)).toEqual([guestPhoto, castle, wedding]);
    expect(await media.galleryIds(bernd, '?folder=hochzeit')).toEqual([wedding]);
    expect(await media.galleryIds(bernd, '?folder=wartensee')).toEqual([guestPhoto, castle]);
    expect(await media.galleryIds(bernd, `?category_id=${dance}`)).toEqual([guestPhoto, castle]);
    expect(await media.galleryIds(bernd, `?folder=wartensee&category_id=${dance}&view_filter=all`)).toEqual([guestPhoto, castle]);
    expect(await media.galleryIds(anna, `?category_id=${dance}&view_filter=own`)).toEqual([guestPhoto]);
    // Empty values from the address bar count as not given.
    expect(await media.galleryIds(bernd, '?folder=&category_id=&view_filter=')).toEqual([guestPhoto, castle, wedding]);
  });

  it.each([
    ['?folder=keller', "Ordner muss 'hochzeit' oder 'wartensee' sein"],
    ['?view_filter=fremde', "Ansicht muss 'all', 'own' oder 'shared' sein"],
    ['?category_id=abc', 'category_id muss eine Zahl sein'],
    ['?limit=0', 'limit ist zu klein'],
    ['?limit=501', 'limit ist zu groß'],
    ['?offset=-1', 'offset ist zu klein'],
  ])('refuses %s (400)', async (query, msg) => {
    const res = await t.http().get(`/api/media/gallery${query}`).set(t.auth('guest', anna)).expect(400);
    expect(res.body.msg).toMatch(new RegExp(`^${msg}`));
  });

  it('shows each medium with its categories sorted by name', async () => {
    const photo = await media.adminPhoto(1);
    const ids: number[] = [];
    for (const name of ['Trauung', 'Apéro', 'Ärzte', 'braut']) ids.push((await api.post('/api/media/admin/photo-categories', { name }).expect(201)).body.id);
    await api.post(`/api/media/admin/media/${photo}/categories`, { category_ids: ids, replace: true }).expect(200);
    const [item] = (await t.http().get('/api/media/gallery').set(t.auth('guest', anna)).expect(200)).body;
    expect(item.categories.map((c: { name: string }) => c.name)).toEqual(['Apéro', 'Ärzte', 'braut', 'Trauung']);
  });
});

describe('the categories a guest sees', () => {
  it('lists every category by name, counting only the media this guest may see', async () => {
    const family = await createGroup('Familie', [bernd]);
    const open = await media.adminPhoto(1);
    const shared = await media.adminPhoto(2);
    const hidden = await media.adminPhoto(3);
    await shareWith(shared, [family]);
    await hide(hidden);
    const dance = (await api.post('/api/media/admin/photo-categories', { name: 'Tanz' }).expect(201)).body.id;
    const apero = (await api.post('/api/media/admin/photo-categories', { name: 'Apéro' }).expect(201)).body.id;
    await api.post(`/api/media/admin/media/${open}/categories`, { category_ids: [dance], replace: true }).expect(200);
    await api.post(`/api/media/admin/media/${shared}/categories`, { category_ids: [dance], replace: true }).expect(200);
    await api.post(`/api/media/admin/media/${hidden}/categories`, { category_ids: [dance], replace: true }).expect(200);

    const asBernd = await t.http().get('/api/media/photo-categories').set(t.auth('guest', bernd)).expect(200);
    expect(asBernd.body).toEqual([
      { id: apero, name: 'Apéro', media_count: 0 },
      { id: dance, name: 'Tanz', media_count: 2 },
    ]);
    const asClara = await t.http().get('/api/media/photo-categories').set(t.auth('guest', clara)).expect(200);
    expect(asClara.body[1]).toEqual({ id: dance, name: 'Tanz', media_count: 1 });
    // The media manager counts everything.
    expect((await api.get('/api/media/admin/photo-categories').expect(200)).body[1]).toEqual({ id: dance, name: 'Tanz', media_count: 3 });
  });
});

describe('paging through a large gallery', () => {
  /** 2,000 photos straight into the table (no files needed to list them), a category on every tenth. */
  async function insertPhotos(count: number, category: number): Promise<void> {
    const connection = t.orm.em.getConnection();
    await connection.execute(
      `insert into media (folder, original_name, storage_key, content_type, size, content_hash, uploaded_at, uploader_name, hidden, derivatives_ready)
       select case when n % 2 = 0 then 'hochzeit' else 'wartensee' end, 'foto-' || n || '.jpg', 'media/test-' || n || '.jpg', 'image/jpeg', 1000,
              md5(n::text) || md5(n::text), now() - (n || ' seconds')::interval, 'Admin', false, true
       from generate_series(1, ?) n`,
      [count],
    );
    await connection.execute('insert into media_category (media_id, category_id) select id, ? from media where id % 10 = 0', [category]);
  }

  it('hands out 2,000 photos page by page, newest first, each once; a short page is the end', async () => {
    const category = (await api.post('/api/media/admin/photo-categories', { name: 'Tanz' }).expect(201)).body.id;
    await insertPhotos(2000, category);
    const seen: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await t.http().get(`/api/media/gallery?offset=${offset}&limit=100`).set(t.auth('guest', anna)).expect(200);
      seen.push(...res.body.map((item: { id: number }) => item.id));
      if (res.body.length < 100) break;
    }
    expect(seen).toHaveLength(2000);
    expect(new Set(seen).size).toBe(2000);
    // Photo n was taken n seconds ago: newest first is id 1, 2, 3, …
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen.at(-1)).toBe(2000);

    const page = await t.http().get(`/api/media/gallery?offset=0&limit=3&category_id=${category}`).set(t.auth('guest', anna)).expect(200);
    expect(page.body.map((item: { id: number; categories: unknown[] }) => [item.id, item.categories])).toEqual([
      [10, [{ id: category, name: 'Tanz' }]],
      [20, [{ id: category, name: 'Tanz' }]],
      [30, [{ id: category, name: 'Tanz' }]],
    ]);
    // The default page is 100 items.
    expect((await t.http().get('/api/media/gallery').set(t.auth('guest', anna)).expect(200)).body).toHaveLength(100);
  });

  it('reads the media once for all guests, whatever the page size; a new photo is read once, not per guest', async () => {
    const category = (await api.post('/api/media/admin/photo-categories', { name: 'Tanz' }).expect(201)).body.id;
    await insertPhotos(500, category);
    const connection = t.app.get(MikroORM).em.getConnection();
    /** The SQL on media tables that `request` makes. */
    const queriesDuring = async (request: () => Promise<unknown>) => {
      const spy = jest.spyOn(connection, 'execute');
      try {
        await request();
        // Not counted: the ORM's look-ups ("m0"), such as the derivatives job's of its medium,
        // which a job of an earlier test (its medium gone with the reset) may run at the same moment.
        return spy.mock.calls
          .map(([sql]) => String(sql))
          .filter((sql) => /\bmedia\b|media_category|media_photo_group/.test(sql))
          .filter((sql) => !sql.startsWith('select "m0".'));
      } finally {
        spy.mockRestore();
      }
    };
    const queriesFor = (guest: number, limit: number) =>
      queriesDuring(async () => {
        const res = await t.http().get(`/api/media/gallery?limit=${limit}`).set(t.auth('guest', guest)).expect(200);
        expect(res.body).toHaveLength(limit);
      });
    const list = /^select m\.\* from media m order by/;
    const categories = /from media_category mc join photo_category c/;
    const first = await queriesFor(anna, 10);
    expect(first).toHaveLength(4);
    expect(first).toEqual(
      expect.arrayContaining([
        expect.stringMatching(list),
        expect.stringMatching(categories),
        expect.stringMatching(/^select distinct mg\.media_id as id from media_photo_group mg$/),
        expect.stringMatching(/where pg\.guest_id = \?$/),
      ]),
    );
    // Another page, as large as it gets: read from what is kept.
    expect(await queriesFor(anna, 500)).toEqual([]);
    // Another guest: only which media are shared with them.
    expect(await queriesFor(clara, 500)).toEqual([expect.stringMatching(/where pg\.guest_id = \?$/)]);

    // A new photo: the list is read again, once for everyone; nothing per guest.
    await connection.execute(
      `insert into media (folder, original_name, storage_key, content_type, size, content_hash, uploaded_at, uploader_name, hidden, derivatives_ready)
       values ('wartensee', 'neu.jpg', 'media/test-neu.jpg', 'image/jpeg', 1000, repeat('a', 64), now(), 'Admin', false, true)`,
    );
    await t.app.get(DataChanges).settled();
    expect(await queriesFor(anna, 500)).toEqual([expect.stringMatching(list), expect.stringMatching(categories)]);
    expect(await queriesFor(clara, 500)).toEqual([]);
    // The image routes look media up in the same reading: a thumbnail after it reads nothing.
    const [{ id: newPhoto }]: Array<{ id: number }> = await connection.execute("select id from media where storage_key = 'media/test-neu.jpg'");
    const etag = t.app.get(MediaImages).etag('media/test-neu.jpg', 300);
    const thumbnail = () => t.http().get(`/api/media/thumbnail/${newPhoto}`).set(t.auth('guest', anna)).set('If-None-Match', etag).expect(304);
    expect(await queriesDuring(thumbnail)).toEqual([]);
  });

  it('signs each address once: after a new photo, a page signs only its two addresses, for each guest', async () => {
    await insertPhotos(150, (await api.post('/api/media/admin/photo-categories', { name: 'Tanz' }).expect(201)).body.id);
    const sign = jest.spyOn(t.app.get(TokenService), 'sign');
    const everyFirstPage = async () => {
      sign.mockClear();
      for (const guest of [anna, bernd, clara]) await t.http().get('/api/media/gallery?limit=100').set(t.auth('guest', guest)).expect(200);
      return sign.mock.calls.length;
    };
    try {
      // Signed here, or kept from an earlier test (its guests had the same ids).
      expect(await everyFirstPage()).toBeLessThanOrEqual(3 * 100 * 2);
      expect(await everyFirstPage()).toBe(0);
      // An id no earlier test signed for.
      await t.orm.em.getConnection().execute(
        `insert into media (id, folder, original_name, storage_key, content_type, size, content_hash, uploaded_at, uploader_name, hidden, derivatives_ready)
         values (900000, 'hochzeit', 'neu.jpg', 'media/test-neu.jpg', 'image/jpeg', 1000, repeat('b', 64), now(), 'Admin', false, true)`,
      );
      await t.app.get(DataChanges).settled();
      expect(await everyFirstPage()).toBe(3 * 2);
    } finally {
      sign.mockRestore();
    }
  });

  it("keeps the addresses of a gallery page for each of 300 guests, so a rush's pages are not signed again", () => {
    const urls = t.app.get(MediaUrls);
    const sign = jest.spyOn(t.app.get(TokenService), 'sign');
    // Viewers no other test has signed for.
    const viewers = Array.from({ length: 300 }, (_, index) => ({ id: 100_000 + index, type: 'guest' as const, ver: 0 }));
    const everyPage = () => {
      sign.mockClear();
      for (const viewer of viewers) for (let mediaId = 1; mediaId <= 100; mediaId++) urls.for(viewer, mediaId);
      return sign.mock.calls.length;
    };
    try {
      expect(everyPage()).toBe(300 * 100 * 2);
      expect(everyPage()).toBe(0);
    } finally {
      sign.mockRestore();
    }
  });
});
