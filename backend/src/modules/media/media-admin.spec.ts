import { countRows } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { storedMediaFiles, useMediaTestApp } from '../../../test/media.js';
import { mediaFileKeys } from './media-files.js';

const { t, media, api } = useMediaTestApp();
let guestId: number;
beforeEach(async () => {
  guestId = (await t.createGuest({ first_name: 'Erika', last_name: 'Muster' })).id;
});

const storageKey = async (id: number): Promise<string> => (await t.orm.em.getConnection().execute('select storage_key from media where id = ?', [id]))[0].storage_key;
const category = async (name: string): Promise<number> => (await api.post('/api/media/admin/photo-categories', { name }).expect(201)).body.id;
const group = async (name: string): Promise<number> => (await api.post('/api/media/admin/photo-groups', { name }).expect(201)).body.id;
const links = async (table: 'media_category' | 'media_photo_group'): Promise<number> => countRows(t, table);

describe('the media list', () => {
  it('holds every medium of a folder (or both), newest first, hidden ones marked', async () => {
    const wedding = await media.adminPhoto(1, 'hochzeit');
    const castle = await media.adminPhoto(2, 'wartensee');
    const fromGuest = await media.guestPhoto(guestId, 3);
    await api.put(`/api/media/admin/media/${castle}/hidden`, { hidden: true }).expect(200);

    const all = await api.get('/api/media/admin/list').expect(200);
    expect(all.body.map((item: { id: number; hidden: boolean }) => [item.id, item.hidden])).toEqual([
      [fromGuest, false],
      [castle, true],
      [wedding, false],
    ]);
    expect((await api.get('/api/media/admin/list?folder=hochzeit').expect(200)).body.map((item: { id: number }) => item.id)).toEqual([wedding]);
    expect((await api.get('/api/media/admin/list?folder=').expect(200)).body).toHaveLength(3);
    expect((await api.get('/api/media/admin/list?folder=keller').expect(400)).body).toEqual({ msg: "Ordner muss 'hochzeit' oder 'wartensee' sein" });
    // An admin's own uploads are theirs; a guest's are not.
    expect(all.body.map((item: { is_own_upload: boolean }) => item.is_own_upload)).toEqual([false, true, true]);
    expect(all.body[0]).toMatchObject({ uploader_name: 'Erika Muster', folder: 'wartensee', url: expect.stringMatching(new RegExp(`^/api/media/image/${fromGuest}(/|$)`)) });
  });
});

describe('hiding a medium', () => {
  it('answers the item, and shows it again', async () => {
    const id = await media.adminPhoto(1);
    expect((await api.put(`/api/media/admin/media/${id}/hidden`, { hidden: true }).expect(200)).body).toMatchObject({ id, hidden: true });
    expect((await api.put(`/api/media/admin/media/${id}/hidden`, { hidden: false }).expect(200)).body).toMatchObject({ id, hidden: false });
  });

  it('refuses anything but true or false (400) and an unknown medium (404)', async () => {
    const id = await media.adminPhoto(1);
    expect((await api.put(`/api/media/admin/media/${id}/hidden`, { hidden: 'ja' }).expect(400)).body).toEqual({ msg: 'hidden muss wahr oder falsch sein' });
    expect((await api.put(`/api/media/admin/media/${id}/hidden`, {}).expect(400)).body).toEqual({ msg: 'hidden muss wahr oder falsch sein' });
    expect((await api.put('/api/media/admin/media/999/hidden', { hidden: true }).expect(404)).body).toEqual({ msg: 'Medium nicht gefunden' });
    expect((await api.get('/api/media/admin/list').expect(200)).body[0].hidden).toBe(false);
  });
});

describe('the photo wall', () => {
  it('shows what is not hidden, newest first; with since only what came after', async () => {
    const first = await media.adminPhoto(1);
    const hidden = await media.guestPhoto(guestId, 2);
    await api.put(`/api/media/admin/media/${hidden}/hidden`, { hidden: true }).expect(200);
    const all = await api.get('/api/media/admin/wall').expect(200);
    expect(all.body.map((item: { id: number }) => item.id)).toEqual([first]);

    const since = all.body[0].uploaded_at;
    expect((await api.get(`/api/media/admin/wall?since=${encodeURIComponent(since)}`).expect(200)).body).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await media.guestPhoto(guestId, 3);
    const newer = await api.get(`/api/media/admin/wall?since=${encodeURIComponent(since)}`).expect(200);
    expect(newer.body.map((item: { id: number }) => item.id)).toEqual([fresh]);
    expect(newer.body[0]).toMatchObject({ uploader_name: 'Erika Muster', hidden: false });
  });

  it('shows at most 200', async () => {
    await t.orm.em.getConnection().execute(
      `insert into media (folder, original_name, storage_key, content_type, size, content_hash, uploaded_at, hidden, derivatives_ready)
       select 'wartensee', 'f.jpg', 'media/t-' || n || '.jpg', 'image/jpeg', 1, md5(n::text) || md5(n::text), now() - (n || ' seconds')::interval, false, false
       from generate_series(1, 250) n`,
    );
    const res = await api.get('/api/media/admin/wall').expect(200);
    expect(res.body).toHaveLength(200);
    expect(res.body[0].id).toBe(1);
  });

  it('refuses a since that is no time (400)', async () => {
    const res = await api.get('/api/media/admin/wall?since=gestern').expect(400);
    expect(res.body.msg).toMatch(/^since /);
  });
});

describe('deleting a medium', () => {
  it('removes the row, its links and, once committed, its original and every derivative', async () => {
    const id = await media.adminPhoto(1);
    const keep = await media.adminPhoto(2);
    await api.post(`/api/media/admin/media/${id}/categories`, { category_ids: [await category('Tanz')], replace: true }).expect(200);
    await api.post(`/api/media/admin/media/${id}/groups`, { group_ids: [await group('Familie')], replace: true }).expect(200);
    // The derivatives job has made every derived file beside each original.
    await settleJobs(t.app);
    const [key, keepKey] = [await storageKey(id), await storageKey(keep)];
    expect((await storedMediaFiles(t)).sort()).toEqual([...mediaFileKeys(key), ...mediaFileKeys(keepKey)].sort());

    expect((await api.delete(`/api/media/admin/${id}`).expect(200)).body).toEqual({ success: true });
    expect(await countRows(t, 'media')).toBe(1);
    expect([await links('media_category'), await links('media_photo_group')]).toEqual([0, 0]);
    await settleJobs(t.app);
    expect((await storedMediaFiles(t)).sort()).toEqual(mediaFileKeys(keepKey).sort());
    expect((await api.get('/api/media/admin/list').expect(200)).body.map((item: { id: number }) => item.id)).toEqual([keep]);
  });

  it('answers 404 for an unknown medium and 400 for no id', async () => {
    expect((await api.delete('/api/media/admin/999').expect(404)).body).toEqual({ msg: 'Medium nicht gefunden' });
    expect((await api.delete('/api/media/admin/abc').expect(400)).body).toEqual({ msg: 'Ungültige ID: id' });
  });
});

describe("a medium's categories and groups", () => {
  it('replaces them (replace: true) or adds to them (replace: false), answering the list by name', async () => {
    const id = await media.adminPhoto(1);
    const [dance, apero, church] = [await category('Tanz'), await category('Apéro'), await category('Kirche')];
    const base = `/api/media/admin/media/${id}/categories`;
    expect((await api.get(base).expect(200)).body).toEqual([]);
    expect((await api.post(base, { category_ids: [dance, apero, dance], replace: true }).expect(200)).body).toEqual([
      { id: apero, name: 'Apéro' },
      { id: dance, name: 'Tanz' },
    ]);
    expect((await api.post(base, { category_ids: [church], replace: false }).expect(200)).body.map((c: { id: number }) => c.id)).toEqual([apero, church, dance]);
    expect((await api.post(base, { category_ids: [church] }).expect(200)).body).toEqual([{ id: church, name: 'Kirche' }]);
    expect((await api.post(base, { category_ids: [], replace: true }).expect(200)).body).toEqual([]);
    expect(await links('media_category')).toBe(0);
  });

  it('sets the photo groups the same way', async () => {
    const id = await media.adminPhoto(1);
    const [family, friends] = [await group('Familie'), await group('Freunde')];
    const base = `/api/media/admin/media/${id}/groups`;
    expect((await api.post(base, { group_ids: [friends], replace: true }).expect(200)).body).toEqual([{ id: friends, name: 'Freunde' }]);
    expect((await api.post(base, { group_ids: [family], replace: false }).expect(200)).body).toEqual([
      { id: family, name: 'Familie' },
      { id: friends, name: 'Freunde' },
    ]);
    expect((await api.get(base).expect(200)).body).toHaveLength(2);
    expect((await api.post(base, { group_ids: [family], replace: true }).expect(200)).body).toEqual([{ id: family, name: 'Familie' }]);
  });

  it('refuses unknown ids (400) and changes nothing', async () => {
    const id = await media.adminPhoto(1);
    const dance = await category('Tanz');
    const family = await group('Familie');
    await api.post(`/api/media/admin/media/${id}/categories`, { category_ids: [dance], replace: true }).expect(200);
    await api.post(`/api/media/admin/media/${id}/groups`, { group_ids: [family], replace: true }).expect(200);

    const badCategories = await api.post(`/api/media/admin/media/${id}/categories`, { category_ids: [998, 999], replace: true }).expect(400);
    expect(badCategories.body).toEqual({ msg: 'Unbekannte Fotokategorien: 998, 999' });
    const badGroup = await api.post(`/api/media/admin/media/${id}/groups`, { group_ids: [family, 999], replace: true }).expect(400);
    expect(badGroup.body).toEqual({ msg: 'Unbekannte Fotogruppe: 999' });
    expect((await api.get(`/api/media/admin/media/${id}/categories`).expect(200)).body).toEqual([{ id: dance, name: 'Tanz' }]);
    expect((await api.get(`/api/media/admin/media/${id}/groups`).expect(200)).body).toEqual([{ id: family, name: 'Familie' }]);
  });

  it.each([
    ['categories', {}, /^category_ids /],
    ['categories', { category_ids: ['a'] }, /^category_ids/],
    ['categories', { category_ids: [0] }, /^category_ids/],
    ['groups', { group_ids: 'x' }, /^group_ids /],
    ['groups', { group_ids: [1], replace: 'ja' }, /^replace /],
  ])('refuses a malformed body for %s (400)', async (what, body, msg) => {
    const id = await media.adminPhoto(1);
    const res = await api.post(`/api/media/admin/media/${id}/${what}`, body).expect(400);
    expect(res.body.msg).toMatch(msg);
  });

  it('answers 404 for an unknown medium', async () => {
    for (const what of ['categories', 'groups']) {
      expect((await api.get(`/api/media/admin/media/999/${what}`).expect(404)).body).toEqual({ msg: 'Medium nicht gefunden' });
      expect((await api.post(`/api/media/admin/media/999/${what}`, { category_ids: [], group_ids: [], replace: true }).expect(404)).body).toEqual({ msg: 'Medium nicht gefunden' });
    }
  });

  it('shows the categories on the item', async () => {
    const id = await media.adminPhoto(1);
    const dance = await category('Tanz');
    await api.post(`/api/media/admin/media/${id}/categories`, { category_ids: [dance], replace: true }).expect(200);
    expect((await api.get('/api/media/admin/list').expect(200)).body[0].categories).toEqual([{ id: dance, name: 'Tanz' }]);
  });
});

describe('photo categories', () => {
  it('are created, renamed, listed by name with their media count, and deleted (the media stay)', async () => {
    const created = await api.post('/api/media/admin/photo-categories', { name: '  Tanz  ' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Tanz', media_count: 0 });
    const apero = await category('Apéro');
    const [one, two] = [await media.adminPhoto(1), await media.adminPhoto(2)];
    for (const id of [one, two]) await api.post(`/api/media/admin/media/${id}/categories`, { category_ids: [created.body.id], replace: true }).expect(200);

    const renamed = await api.put(`/api/media/admin/photo-categories/${created.body.id}`, { name: 'Tanzen' }).expect(200);
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Tanzen', media_count: 2 });
    expect((await api.get('/api/media/admin/photo-categories').expect(200)).body).toEqual([
      { id: apero, name: 'Apéro', media_count: 0 },
      { id: created.body.id, name: 'Tanzen', media_count: 2 },
    ]);
    expect((await api.delete(`/api/media/admin/photo-categories/${created.body.id}`).expect(200)).body).toEqual({ success: true });
    expect(await countRows(t, 'media')).toBe(2);
    expect(await links('media_category')).toBe(0);
  });

  it('need a name (400) and must exist (404)', async () => {
    for (const body of [{}, { name: '   ' }]) {
      expect((await api.post('/api/media/admin/photo-categories', body).expect(400)).body).toEqual({ msg: 'Bitte geben Sie einen Kategorienamen ein' });
    }
    expect((await api.post('/api/media/admin/photo-categories', { name: 'x'.repeat(201) }).expect(400)).body).toEqual({ msg: 'Der Kategoriename ist zu lang (max. 200 Zeichen)' });
    expect(await countRows(t, 'photo_category')).toBe(0);
    expect((await api.put('/api/media/admin/photo-categories/999', { name: 'Neu' }).expect(404)).body).toEqual({ msg: 'Fotokategorie nicht gefunden' });
    expect((await api.delete('/api/media/admin/photo-categories/999').expect(404)).body).toEqual({ msg: 'Fotokategorie nicht gefunden' });
  });
});

describe('photo groups', () => {
  it('are created, renamed, listed by name with media count and guest ids, and deleted', async () => {
    const created = await api.post('/api/media/admin/photo-groups', { name: 'Freunde' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Freunde', media_count: 0, guest_ids: [] });
    const family = await group('Familie');
    const other = (await t.createGuest({ first_name: 'Hans', last_name: 'Aebi' })).id;
    await api.post(`/api/media/admin/photo-groups/${created.body.id}/guests`, { guest_id: other }).expect(201);
    await api.post(`/api/media/admin/photo-groups/${created.body.id}/guests`, { guest_id: guestId }).expect(201);
    const photoId = await media.adminPhoto(1);
    await api.post(`/api/media/admin/media/${photoId}/groups`, { group_ids: [created.body.id, family], replace: true }).expect(200);

    const renamed = await api.put(`/api/media/admin/photo-groups/${created.body.id}`, { name: 'Gute Freunde' }).expect(200);
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Gute Freunde', media_count: 1, guest_ids: [guestId, other].sort((a, b) => a - b) });
    expect((await api.get('/api/media/admin/photo-groups').expect(200)).body).toEqual([
      { id: family, name: 'Familie', media_count: 1, guest_ids: [] },
      renamed.body,
    ]);
    expect((await api.get(`/api/media/admin/photo-groups/${created.body.id}/guests`).expect(200)).body).toEqual([
      { id: other, first_name: 'Hans', last_name: 'Aebi' },
      { id: guestId, first_name: 'Erika', last_name: 'Muster' },
    ]);

    expect((await api.delete(`/api/media/admin/photo-groups/${created.body.id}`).expect(200)).body).toEqual({ success: true });
    expect(await countRows(t, 'photo_group_guest')).toBe(0);
    expect(await countRows(t, 'guest')).toBe(2);
    expect((await api.get(`/api/media/admin/media/${photoId}/groups`).expect(200)).body).toEqual([{ id: family, name: 'Familie' }]);
  });

  it('take each guest once (409) and only existing guests and groups (404)', async () => {
    const id = await group('Familie');
    await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id: guestId }).expect(201);
    expect((await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id: guestId }).expect(409)).body).toEqual({ msg: 'Der Gast ist bereits in dieser Fotogruppe' });
    expect((await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id: 999 }).expect(404)).body).toEqual({ msg: 'Gast nicht gefunden' });
    expect((await api.post('/api/media/admin/photo-groups/999/guests', { guest_id: guestId }).expect(404)).body).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    expect((await api.post(`/api/media/admin/photo-groups/${id}/guests`, {}).expect(400)).body).toEqual({ msg: 'Bitte wählen Sie einen Gast aus' });
    expect(await countRows(t, 'photo_group_guest')).toBe(1);
  });

  it('let a guest go; a guest not in the group is a 404', async () => {
    const id = await group('Familie');
    await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id: guestId }).expect(201);
    expect((await api.delete(`/api/media/admin/photo-groups/${id}/guests/${guestId}`).expect(200)).body).toEqual({ success: true });
    expect((await api.delete(`/api/media/admin/photo-groups/${id}/guests/${guestId}`).expect(404)).body).toEqual({ msg: 'Der Gast ist nicht in dieser Fotogruppe' });
    expect((await api.delete(`/api/media/admin/photo-groups/999/guests/${guestId}`).expect(404)).body).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    expect(await countRows(t, 'guest')).toBe(1);
  });

  it('lose a deleted guest', async () => {
    const id = await group('Familie');
    await api.post(`/api/media/admin/photo-groups/${id}/guests`, { guest_id: guestId }).expect(201);
    await api.delete(`/api/admin/guests/${guestId}`).expect(200);
    expect((await api.get('/api/media/admin/photo-groups').expect(200)).body[0].guest_ids).toEqual([]);
  });

  it('need a name (400) and must exist (404)', async () => {
    expect((await api.post('/api/media/admin/photo-groups', { name: '' }).expect(400)).body).toEqual({ msg: 'Bitte geben Sie einen Gruppennamen ein' });
    expect((await api.put('/api/media/admin/photo-groups/999', { name: 'X' }).expect(404)).body).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    expect((await api.get('/api/media/admin/photo-groups/999/guests').expect(404)).body).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    expect((await api.delete('/api/media/admin/photo-groups/999').expect(404)).body).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    expect(await countRows(t, 'photo_group')).toBe(0);
  });
});

it('keeps guests away from the media manager (403) and admins away from the guest gallery (403)', async () => {
  const id = await media.adminPhoto(1);
  const guest = t.auth('guest', guestId);
  for (const path of ['/api/media/admin/list', '/api/media/admin/wall', `/api/media/admin/media/${id}/categories`, `/api/media/admin/media/${id}/groups`, '/api/media/admin/photo-groups']) {
    expect((await t.http().get(path).set(guest)).status).toBe(403);
  }
  expect((await t.http().delete(`/api/media/admin/${id}`).set(guest)).status).toBe(403);
  expect((await t.http().get('/api/media/gallery').set(t.auth('admin'))).status).toBe(403);
  expect(await countRows(t, 'media')).toBe(1);
});
