import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_INVALID,
  type MediaItemJson,
  NOT_YOUR_AREA,
  TUS_METADATA_MISSING,
  TUS_NOT_YOURS,
  TUS_PATH,
  TUS_UNAUTHORIZED,
  TUS_UNFINISHED_TTL_MS,
  TUS_UPLOAD_NOT_FOUND,
  TUS_VENUE_TOKEN_HEADER,
  uploadTooLarge,
  uploadWrongType,
  VENUE_LINK_INVALID,
  VENUE_NAME_REQUIRED,
} from '@hochzeit/contracts';
import { countRows } from '../../../test/fixtures.js';
import { poll } from '../../../test/jobs.js';
import { photo, useMediaTestApp } from '../../../test/media.js';
import { JOB_SCHEMA } from '../../jobs/job-queue.js';
import { FileStorage } from '../../storage/file-storage.js';
import { TusUploads } from './media-tus.js';
import { MediaClock } from './venue-settings.service.js';

const { t, media, api } = useMediaTestApp();
const PHONE = 'telefon-tante-frieda-0001';
let guestId: number;
let origin: string;

beforeAll(async () => {
  const server: http.Server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  guestId = (await t.createGuest({ first_name: 'Erika', last_name: 'Muster' })).id;
  t.app.get(MediaClock).now = () => new Date();
});
// The removal jobs wait 24 hours: the next test must not find this one's.
afterEach(() => t.orm.em.getConnection().execute(`delete from ${JOB_SCHEMA}.job where name = 'media.tus-expire'`));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const tus = () => t.app.get(TusUploads);

/** A phone photo of about `bytes`: a real JPEG followed by padding (its SHA-256 covers all of it). */
async function jpegOfSize(seed: number, bytes: number): Promise<Buffer> {
  const image = await photo(seed, 'jpeg', 640, 480);
  return Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length), seed)]);
}

type Headers = Record<string, string>;
const guestHeaders = (id = guestId): Headers => ({ ...t.auth('guest', id) });
const venueHeaders = (token: string, device = PHONE): Headers => ({ [TUS_VENUE_TOKEN_HEADER]: token, [DEVICE_ID_HEADER]: device });

/** tus creation: the upload's path (from Location) or the refusal. */
function create(headers: Headers, length: number, fields: Record<string, string> = { filename: 'Tanz.jpg', filetype: 'image/jpeg' }) {
  return t.http().post(TUS_PATH).set({ 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': metadata(fields), ...headers });
}
const patch = (location: string, headers: Headers, offset: number, body: Buffer) =>
  t.http().patch(location).set({ 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', ...headers }).send(body);
const head = (location: string, headers: Headers) => t.http().head(location).set({ 'Tus-Resumable': '1.0.0', ...headers });
const uploadIdOf = (location: string) => location.split('/').pop()!;

/**
 * A PATCH whose connection drops after `sent` bytes of `body`: written over a raw socket that is
 * destroyed once the server has those bytes on disk, as when a phone loses the Wi-Fi.
 */
async function interruptedPatch(location: string, headers: Headers, body: Buffer, sent: number): Promise<void> {
  const file = path.join(tus().directory, uploadIdOf(location));
  const request = http.request(`${origin}${location}`, {
    method: 'PATCH',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(body.length), ...headers },
  });
  request.on('error', () => undefined);
  request.write(body.subarray(0, sent));
  await poll('Empfangene Bytes', async () => statSync(file).size, (size) => size >= sent, 20_000);
  request.destroy();
}

/** The server's offset once the dropped request has been let go (its lock released). */
async function offsetAfterDrop(location: string, headers: Headers): Promise<number> {
  const res = await poll('Upload-Offset', async () => head(location, headers), (r) => r.status === 200, 20_000);
  return Number(res.headers['upload-offset']);
}

describe('a resumable upload', () => {
  it('interrupted at 50 % and resumed: the same SHA-256 as sent, one row, the item as the reply', async () => {
    const data = await jpegOfSize(1, 4 * 1024 * 1024);
    const created = await create(guestHeaders(), data.length).expect(201);
    const location = created.headers.location;
    expect(location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]+$`));
    expect(created.headers['upload-expires']).toBeDefined();

    await interruptedPatch(location, guestHeaders(), data, data.length / 2);
    const offset = await offsetAfterDrop(location, guestHeaders());
    // Resumed where it stopped, not from the start (the server kept what arrived).
    expect(offset).toBeGreaterThanOrEqual(data.length / 2);
    expect(await countRows(t, 'media')).toBe(0);

    const done = await patch(location, guestHeaders(), offset, data.subarray(offset)).expect(200);
    expect(done.headers['content-type']).toMatch(/^application\/json/);
    const item = JSON.parse(done.text) as MediaItemJson;
    expect(item).toMatchObject({ filename: 'Tanz.jpg', folder: 'wartensee', uploader_name: 'Erika Muster', is_own_upload: true, pending: false, width: 640, height: 480 });
    expect(await countRows(t, 'media')).toBe(1);
    const [{ content_hash, storage_key }] = await t.orm.em.getConnection().execute('select content_hash, storage_key from media');
    expect(content_hash).toBe(sha256(data));
    expect(sha256(await t.app.get(FileStorage).read(storage_key))).toBe(sha256(data));
    expect(await media.galleryIds(guestId)).toEqual([item.id]);
    // The tus copy is gone: the photo lives in storage only.
    expect(existsSync(path.join(tus().directory, uploadIdOf(location)))).toBe(false);

    // The same photo sent again is the same item (dedupe as with the multipart upload).
    const again = await create(guestHeaders(), data.length).expect(201);
    const second = await patch(again.headers.location, guestHeaders(), 0, data).expect(200);
    expect((JSON.parse(second.text) as MediaItemJson).id).toBe(item.id);
    expect(await countRows(t, 'media')).toBe(1);
  });

  it('an abandoned upload is removed after 24 hours by its job, with its bytes', async () => {
    const data = await jpegOfSize(2, 256 * 1024);
    const location = (await create(guestHeaders(), data.length).expect(201)).headers.location;
    await patch(location, guestHeaders(), 0, data.subarray(0, 1000)).expect(204);
    const id = uploadIdOf(location);
    const [job] = await t.orm.em.getConnection().execute(`select extract(epoch from start_after - now())::int as wait from ${JOB_SCHEMA}.job where name = 'media.tus-expire' and data->>'uploadId' = ?`, [id]);
    expect(job.wait).toBeGreaterThan(TUS_UNFINISHED_TTL_MS / 1000 - 120);

    // Early, the job leaves it; 24 hours on, it removes it.
    expect(await tus().expire(id)).toBe(false);
    t.app.get(MediaClock).now = () => new Date(Date.now() + TUS_UNFINISHED_TTL_MS + 60_000);
    expect(await tus().expire(id)).toBe(true);
    expect(existsSync(path.join(tus().directory, id))).toBe(false);
    expect(existsSync(path.join(tus().directory, `${id}.json`))).toBe(false);
    expect((await head(location, guestHeaders()).expect(404)).headers['upload-offset']).toBeUndefined();
    expect((await patch(location, guestHeaders(), 1000, data.subarray(1000)).expect(404)).text).toBe(JSON.stringify({ msg: TUS_UPLOAD_NOT_FOUND }));
    expect(await countRows(t, 'media')).toBe(0);
  });

  it('refuses what the multipart upload refuses, before any byte is sent, in German', async () => {
    const refused = async (res: { status: number; text: string }, status: number, msg: string) => {
      expect([res.status, JSON.parse(res.text)]).toEqual([status, { msg }]);
    };
    await refused(await create(guestHeaders(), 11 * 1024 * 1024), 413, uploadTooLarge(10, ''));
    await refused(await create(guestHeaders(), 1000, { filename: 'Rede.pdf', filetype: 'application/pdf' }), 415, uploadWrongType('Rede.pdf'));
    await refused(await create(guestHeaders(), 1000, { filetype: 'image/jpeg' }), 400, TUS_METADATA_MISSING);
    // Bytes that are no photo, under a photo's name: refused at the end, nothing kept.
    const text = Buffer.from('Kein Foto, nur Text.\n'.repeat(50));
    const location = (await create(guestHeaders(), text.length).expect(201)).headers.location;
    await refused(await patch(location, guestHeaders(), 0, text), 415, uploadWrongType('Tanz.jpg'));
    expect(existsSync(path.join(tus().directory, uploadIdOf(location)))).toBe(false);
    expect(await countRows(t, 'media')).toBe(0);
  });
});

describe('who may send a resumable upload', () => {
  it('a guest with their token; nobody without one, no admin, no provider; an upload only by whoever created it', async () => {
    const provider = await t.createProvider();
    const parse = (res: { status: number; text: string }) => [res.status, JSON.parse(res.text)];
    expect(parse(await create({}, 1000))).toEqual([401, { msg: TUS_UNAUTHORIZED }]);
    expect(parse(await create({ Authorization: 'Bearer erfunden' }, 1000))).toEqual([401, { msg: TUS_UNAUTHORIZED }]);
    expect(parse(await create({ ...t.auth('admin') }, 1000))).toEqual([403, { msg: NOT_YOUR_AREA }]);
    expect(parse(await create({ ...t.auth('service_provider', provider.id) }, 1000))).toEqual([403, { msg: NOT_YOUR_AREA }]);

    const other = (await t.createGuest({ first_name: 'Hans', last_name: 'Meier' })).id;
    const data = await jpegOfSize(3, 2000);
    const location = (await create(guestHeaders(), data.length).expect(201)).headers.location;
    expect(parse(await patch(location, guestHeaders(other), 0, data))).toEqual([403, { msg: TUS_NOT_YOURS }]);
    const peek = await head(location, guestHeaders(other));
    expect([peek.status, peek.headers['upload-offset']]).toEqual([403, undefined]);
    expect(parse(await t.http().delete(location).set({ 'Tus-Resumable': '1.0.0', ...guestHeaders(other) }))).toEqual([403, { msg: TUS_NOT_YOURS }]);
    // Nobody reads an upload's bytes back.
    await t.http().get(location).set(guestHeaders()).expect(405);
    await t.http().delete(location).set({ 'Tus-Resumable': '1.0.0', ...guestHeaders() }).expect(204);
    expect(existsSync(path.join(tus().directory, uploadIdOf(location)))).toBe(false);
  });

  it("a phone with the venue link's token, its id and 'Ihr Name': pending until approved; a renewed link is refused", async () => {
    const link = async () => (await api.post('/api/media/admin/venue/link', {}).expect(200)).body.link.token as string;
    const old = await link();
    const token = await link();
    const parse = (res: { status: number; text: string }) => [res.status, JSON.parse(res.text)];
    const fields = { filename: 'Torte.jpg', filetype: 'image/jpeg', uploader_name: 'Tante Frieda' };
    expect(parse(await create(venueHeaders(old), 1000, fields))).toEqual([404, { msg: VENUE_LINK_INVALID }]);
    expect(parse(await create(venueHeaders(token, 'kurz'), 1000, fields))).toEqual([400, { msg: DEVICE_ID_INVALID }]);
    expect(parse(await create(venueHeaders(token), 1000, { filename: 'Torte.jpg', filetype: 'image/jpeg' }))).toEqual([400, { msg: VENUE_NAME_REQUIRED }]);

    const data = await jpegOfSize(4, 3000);
    const location = (await create(venueHeaders(token), data.length, fields).expect(201)).headers.location;
    expect(parse(await patch(location, venueHeaders(token, 'telefon-onkel-hans-000002'), 0, data))).toEqual([403, { msg: TUS_NOT_YOURS }]);
    const done = await patch(location, venueHeaders(token), 0, data).expect(200);
    const photoReply = JSON.parse(done.text) as { id: number; filename: string; pending: boolean };
    expect(photoReply).toEqual({ id: expect.any(Number), filename: 'Torte.jpg', pending: true });
    expect(await media.galleryIds(guestId)).toEqual([]);
    await api.post('/api/media/admin/approve', { ids: [photoReply.id] }).expect(200);
    const [item] = (await t.http().get('/api/media/gallery').set(guestHeaders()).expect(200)).body as MediaItemJson[];
    expect(item).toMatchObject({ id: photoReply.id, uploader_name: 'Tante Frieda', is_own_upload: false });
  });
});
