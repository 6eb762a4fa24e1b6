import { IMAGE_FORMAT_INVALID, IMAGE_UNAVAILABLE, IMAGE_WIDTH_INVALID, MEDIA_NOT_FOUND } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { getBytes } from '../../../test/http.js';
import { HEIC_FIXTURE, jpegWithGps, seedGroup, seedMedia } from '../../../test/media-seed.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { TokenService } from '../../auth/token.service.js';
import { FileStorage } from '../../storage/file-storage.js';
import { Guest } from '../guests/guest.entity.js';
import { DataChanges } from '../../database/data-changes.js';
import { MediaDerivatives } from './media-derivatives.worker.js';
import { derivativeKey } from './media-files.js';
import { MediaUrls } from './media-urls.js';
import { Media } from './media.entity.js';

let t: TestApp;
let urls: MediaUrls;
/** The clock of every token, image signatures included; tests move it forward. */
let tokens: TokenService;
useTestApp((app) => {
  t = app;
  urls = app.app.get(MediaUrls);
  tokens = app.app.get(TokenService);
});
afterEach(() => {
  tokens.now = Date.now;
});

/** The body as bytes, whatever its type; without headers as a browser follows a signed address. */
const get = (path: string, headers: Record<string, string> = {}) => getBytes(t, path, headers);
const json = (res: Response) => JSON.parse((res.body as Buffer).toString());
const guestOf = async (first_name: string) => {
  const guest = await t.createGuest({ first_name });
  return { guest, auth: t.auth('guest', guest.id), viewer: { id: guest.id, type: 'guest' as const, ver: 0 } };
};

describe('image routes with a bearer token', () => {
  it('serve each derivative width as WebP, made on demand when the job has not run yet', async () => {
    const media = await seedMedia(t, await jpegWithGps(6));
    for (const [path, width] of [
      [`/api/media/thumbnail/${media.id}?width=100`, 100],
      [`/api/media/thumbnail/${media.id}?width=300&format=webp`, 300],
      [`/api/media/thumbnail/${media.id}`, 300],
      [`/api/media/image/${media.id}?width=1200&format=webp`, 480],
      [`/api/media/image/${media.id}?format=webp`, 480],
    ] as const) {
      const res = await get(path, t.auth('admin')).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width });
    }
    await t.app.get(MediaDerivatives).idle();
    expect((await t.orm.em.fork().findOneOrFail(Media, media.id)).derivatives_ready).toBe(true);
  });

  it('serve files made on demand as soon as they are made, before they are stored', async () => {
    const media = await seedMedia(t, await jpegWithGps(1));
    const storage = t.app.get(FileStorage);
    const readiness = async () => (await t.orm.em.fork().findOneOrFail(Media, media.id)).derivatives_ready;
    // Storing waits (as it waits its turn on a busy embedded database); the viewers do not.
    let release!: () => void;
    const storing = new Promise<void>((resolve) => (release = resolve));
    const putAt = storage.putAt.bind(storage);
    const writes = jest.spyOn(storage, 'putAt').mockImplementation(async (key, data) => {
      await storing;
      return putAt(key, data);
    });
    try {
      const thumbnail = await get(`/api/media/thumbnail/${media.id}?width=300&format=webp`, t.auth('admin')).expect(200);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 300 });
      const lightbox = await get(`/api/media/image/${media.id}?width=1200&format=webp`, t.auth('admin')).expect(200);
      expect(await sharp(lightbox.body).metadata()).toMatchObject({ format: 'webp', width: 640 });
      expect(await storage.exists(derivativeKey(media.storage_key, 300))).toBe(false);
      expect(await readiness()).toBe(false);
    } finally {
      release();
    }
    await t.app.get(MediaDerivatives).idle();
    // Made once: both requests were served by one run, whose files are now stored and recorded.
    expect(writes).toHaveBeenCalledTimes(4);
    writes.mockRestore();
    expect(await storage.exists(derivativeKey(media.storage_key, 300))).toBe(true);
    expect(await readiness()).toBe(true);
  });

  it('answers 304 for a known ETag, and another ETag per width', async () => {
    const media = await seedMedia(t, await jpegWithGps(1));
    const first = await get(`/api/media/thumbnail/${media.id}?width=100`, t.auth('admin')).expect(200);
    const again = await get(`/api/media/thumbnail/${media.id}?width=100`, { ...t.auth('admin'), 'If-None-Match': first.headers.etag }).expect(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const other = await get(`/api/media/thumbnail/${media.id}?width=300`, { ...t.auth('admin'), 'If-None-Match': first.headers.etag }).expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('serve the original at full size, upright and without personal metadata, also to the admin', async () => {
    const media = await seedMedia(t, await jpegWithGps(6));
    const res = await get(`/api/media/image/${media.id}`, t.auth('admin')).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(res.body).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);
    expect(res.body.includes('SN-4711')).toBe(false);
  });

  it('serve a HEIC as WebP, and its original as JPEG', async () => {
    const media = await seedMedia(t, HEIC_FIXTURE, { extension: '.heic' });
    const thumb = await get(`/api/media/thumbnail/${media.id}?width=100`, t.auth('admin')).expect(200);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 100, height: 75 });
    const full = await get(`/api/media/image/${media.id}`, t.auth('admin')).expect(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
  });

  it('refuse any other width or format with 400', async () => {
    const media = await seedMedia(t, await jpegWithGps(1));
    for (const query of ['width=200', 'width=abc', 'width=-1', 'width=300.0', 'width=100&width=300']) {
      const res = await get(`/api/media/thumbnail/${media.id}?${query}`, t.auth('admin')).expect(400);
      expect(json(res)).toEqual({ msg: IMAGE_WIDTH_INVALID });
    }
    for (const query of ['width=300&format=png', 'format=jpeg', 'format=WEBP']) {
      const res = await get(`/api/media/image/${media.id}?${query}`, t.auth('admin')).expect(400);
      expect(json(res)).toEqual({ msg: IMAGE_FORMAT_INVALID });
    }
    const res = await get(`/api/media/image/abc`, t.auth('admin')).expect(400);
    expect(json(res)).toEqual({ msg: 'Ungültige ID: id' });
  });

  it('answer 404 for a medium that does not exist, and never 500 for a lost file', async () => {
    const missing = await get('/api/media/image/999', t.auth('admin')).expect(404);
    expect(json(missing)).toEqual({ msg: MEDIA_NOT_FOUND });

    const media = await seedMedia(t, await jpegWithGps(1));
    await get(`/api/media/thumbnail/${media.id}`, t.auth('admin')).expect(200);
    await t.app.get(MediaDerivatives).idle();
    // A derived file lost from storage is made again.
    await t.app.get(FileStorage).remove(derivativeKey(media.storage_key, 300));
    await get(`/api/media/thumbnail/${media.id}`, t.auth('admin')).expect(200);
    // All its files lost from storage, the original too: a clean 404.
    await t.app.get(FileStorage).removePrefix(media.storage_key);
    const gone = await get(`/api/media/image/${media.id}?width=1200`, t.auth('admin')).expect(404);
    expect(json(gone)).toEqual({ msg: 'Das Bild kann gerade nicht angezeigt werden' });
    // An error is not cached for a year, nor at all.
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.headers.etag).not.toMatch(/^"[\w-]{32}"$/);
  });

  it('do not decode a photo that could not be made again for every viewer', async () => {
    const media = await seedMedia(t, Buffer.from('Kein Foto, nur Text mit der Endung .jpg'));
    const remake = jest.spyOn(t.app.get(MediaDerivatives), 'remake');
    try {
      for (let viewer = 0; viewer < 3; viewer++) {
        const res = await get(`/api/media/thumbnail/${media.id}`, t.auth('admin')).expect(404);
        expect(json(res)).toEqual({ msg: IMAGE_UNAVAILABLE });
      }
      expect(remake).toHaveBeenCalledTimes(1);
    } finally {
      remake.mockRestore();
    }
  });

  it('are for admins and guests only', async () => {
    const media = await seedMedia(t, await jpegWithGps(1));
    const provider = await t.createProvider();
    await get(`/api/media/thumbnail/${media.id}`, t.auth('service_provider', provider.id)).expect(403);
    await get(`/api/media/thumbnail/${media.id}`).expect(401);
  });
});

describe('what a guest may see', () => {
  it('a guest gets public media, their own and their groups’ media, and 404 for foreign, hidden or unknown ones, by every path', async () => {
    const anna = await guestOf('Anna');
    const bruno = await guestOf('Bruno');
    const jpeg = await jpegWithGps(1);
    const everyone = await seedMedia(t, jpeg);
    const brunosGroup = await seedMedia(t, jpeg);
    const annasOwnInBrunosGroup = await seedMedia(t, jpeg, { uploaderGuestId: anna.guest.id });
    const hidden = await seedMedia(t, jpeg, { hidden: true });
    await seedGroup(t, 'Trauzeugen', [bruno.guest.id], [brunosGroup.id, annasOwnInBrunosGroup.id]);

    const plain = (id: number) => get(`/api/media/thumbnail/${id}?width=300&format=webp`, anna.auth);
    const signedForAnna = (id: number) => get(`${urls.for(anna.viewer, id).thumbnail_url}?width=300&format=webp`);
    const signedImageForAnna = (id: number) => get(`${urls.for(anna.viewer, id).url}?width=1200&format=webp`);

    for (const request of [plain, signedForAnna, signedImageForAnna]) {
      await request(everyone.id).expect(200);
      await request(annasOwnInBrunosGroup.id).expect(200);
      for (const id of [brunosGroup.id, hidden.id, 999]) {
        const res = await request(id).expect(404);
        expect(json(res)).toEqual({ msg: MEDIA_NOT_FOUND });
      }
    }
    // Bruno, in the group, sees it by his own signed address.
    await get(`${urls.for(bruno.viewer, brunosGroup.id).thumbnail_url}?width=300&format=webp`).expect(200);
    // Once the medium leaves the group, Anna may see it, and Bruno still too.
    // Plain SQL: on PostgreSQL the change is announced a moment after the commit.
    await t.orm.em.getConnection().execute('delete from media_photo_group where media_id = ?', [brunosGroup.id]);
    await t.app.get(DataChanges).settled();
    await signedForAnna(brunosGroup.id).expect(200);
  });

  it('a medium hidden or moved into a foreign group is gone at once, also when the change is made elsewhere', async () => {
    const anna = await guestOf('Anna');
    const jpeg = await jpegWithGps(1);
    const hidden = await seedMedia(t, jpeg);
    const grouped = await seedMedia(t, jpeg);
    const thumb = (id: number) => get(`${urls.for(anna.viewer, id).thumbnail_url}?width=300&format=webp`);
    await thumb(hidden.id).expect(200);
    await thumb(grouped.id).expect(200);

    // Through the media manager: its reply comes once the change is known here, so the next
    // request already sees it (on PostgreSQL too, where the database announces it after the commit).
    await t.http().put(`/api/media/admin/media/${hidden.id}/hidden`).set(t.auth('admin')).send({ hidden: true }).expect(200);
    await thumb(hidden.id).expect(404);

    // Behind the ORM's back (another process, plain SQL): the database announces the change, and
    // once it has arrived (on PostgreSQL a moment after the commit) the permission is gone.
    const group = await seedGroup(t, 'Familie', [], []);
    await thumb(grouped.id).expect(200);
    await t.orm.em.getConnection().execute('insert into media_photo_group (media_id, group_id) values (?, ?)', [grouped.id, group.id]);
    await t.app.get(DataChanges).settled();
    await thumb(grouped.id).expect(404);
  });

  it('a guest’s original carries no personal metadata', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const res = await get(urls.for(anna.viewer, media.id).url).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.body).metadata()).exif).toBeUndefined();
    expect(res.body.includes('SN-4711')).toBe(false);
    expect(res.body.includes('iPhone')).toBe(false);
  });
});

describe('signed image addresses', () => {
  it('carry the signature in the path and work without any header, with the browser’s own query', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const { url, thumbnail_url } = urls.for(anna.viewer, media.id);
    expect(url).toMatch(new RegExp(`^/api/media/image/${media.id}/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(thumbnail_url).toMatch(new RegExp(`^/api/media/thumbnail/${media.id}/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const res = await get(`${thumbnail_url}?width=300&format=webp`).expect(200);
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width: 300 });
    await get(`${thumbnail_url}?width=100`).expect(200);
    await get(`${thumbnail_url}?width=301`).expect(400);
    // 304 works the same way.
    await get(`${thumbnail_url}?width=300&format=webp`, { 'If-None-Match': res.headers.etag }).expect(304);
  });

  it('are checked each time they come (a browser asks once), so they never push the sessions out of the checked tokens', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const signature = urls.for(anna.viewer, media.id).thumbnail_url.split('/').pop()!;
    const verify = jest.spyOn(JwtService.prototype, 'verify');
    try {
      for (let i = 0; i < 2; i++) expect(await urls.verify(signature, 'thumbnail', media.id)).toMatchObject({ id: anna.viewer.id, type: 'guest' });
      expect(verify.mock.calls.filter(([token]) => token === signature)).toHaveLength(2);
      // A session token signed within the same second as an earlier test's is the same token and may
      // already be checked; either way the second request must not check it again.
      const session = t.auth('admin');
      const sessionChecks = () => verify.mock.calls.filter(([token]) => `Bearer ${token}` === session.Authorization).length;
      await t.http().get('/api/admin/guests').set(session).expect(200);
      const afterFirst = sessionChecks();
      expect(afterFirst).toBeLessThanOrEqual(1);
      await t.http().get('/api/admin/guests').set(session).expect(200);
      expect(sessionChecks()).toBe(afterFirst);
    } finally {
      verify.mockRestore();
    }
  });

  it('stay the same all week, so the browser cache keeps working', () => {
    const viewer = { id: 4, type: 'guest' as const, ver: 0 };
    tokens.now = () => Date.parse('2025-06-02T00:00:01Z');
    const monday = urls.for(viewer, 7);
    tokens.now = () => Date.parse('2025-06-04T18:00:00Z');
    expect(urls.for(viewer, 7)).toEqual(monday);
    expect(urls.for(viewer, 8).url).not.toBe(monday.url.replace('/7/', '/8/'));
    expect(urls.for({ ...viewer, id: 5 }, 7)).not.toEqual(monday);
  });

  it('open only the medium and the route they were made for', async () => {
    const anna = await guestOf('Anna');
    const jpeg = await jpegWithGps(1);
    const first = await seedMedia(t, jpeg);
    const second = await seedMedia(t, jpeg);
    const { url, thumbnail_url } = urls.for(anna.viewer, first.id);
    const signature = thumbnail_url.split('/').pop();
    const res = await get(`/api/media/thumbnail/${second.id}/${signature}`).expect(401);
    expect(json(res)).toEqual({ msg: 'Nicht angemeldet oder Sitzung abgelaufen' });
    // The thumbnail's signature does not open the image route, nor the other way round.
    await get(`/api/media/image/${first.id}/${signature}`).expect(401);
    await get(`/api/media/thumbnail/${first.id}/${url.split('/').pop()}`).expect(401);
    // Tampered, or no token at all.
    await get(`/api/media/thumbnail/${first.id}/${signature}x`).expect(401);
    await get(`/api/media/thumbnail/${first.id}/kein-token`).expect(401);
    // A session token in the path opens nothing.
    const session = t.auth('guest', anna.guest.id).Authorization.slice('Bearer '.length);
    await get(`/api/media/thumbnail/${first.id}/${session}`).expect(401);
  });

  it('stop working when the guest’s sessions are revoked or the guest is deleted', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const { thumbnail_url } = urls.for(anna.viewer, media.id);
    await get(thumbnail_url).expect(200);

    // A new login link raises the session version: every address issued before stops.
    const em = t.orm.em.fork();
    const guest = await em.findOneOrFail(Guest, anna.guest.id);
    guest.session_version += 1;
    await em.flush();
    await get(thumbnail_url).expect(401);
    // Addresses issued for the new session work.
    await get(urls.for({ ...anna.viewer, ver: 1 }, media.id).thumbnail_url).expect(200);

    em.remove(guest);
    await em.flush();
    await get(urls.for({ ...anna.viewer, ver: 1 }, media.id).thumbnail_url).expect(401);
  });

  it('expire after one to two weeks', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const { thumbnail_url } = urls.for(anna.viewer, media.id);
    tokens.now = () => Date.now() + 6 * 24 * 3600 * 1000;
    await get(thumbnail_url).expect(200);
    tokens.now = () => Date.now() + 15 * 24 * 3600 * 1000;
    await get(thumbnail_url).expect(401);
  });

  it('also open the plain address as a resource token (?access=), like every signed link', async () => {
    const anna = await guestOf('Anna');
    const media = await seedMedia(t, await jpegWithGps(1));
    const signature = urls.for(anna.viewer, media.id).thumbnail_url.split('/').pop();
    await get(`/api/media/thumbnail/${media.id}?width=100&access=${signature}`).expect(200);
    // A resource token of another path does not.
    const other = t.app.get(TokenService).issueResourceToken(anna.viewer, '/api/media/download');
    await get(`/api/media/thumbnail/${media.id}/${other}`).expect(401);
  });
});
