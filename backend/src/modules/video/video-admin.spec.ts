import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_WRONG_TYPE } from '@hochzeit/contracts';
import { Controller, type INestApplication, Post, Req, UseInterceptors } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { followSignedLink, getBytes } from '../../../test/http.js';
import { settleJobs } from '../../../test/jobs.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { HttpExceptionFilter } from '../../common/http-exception.filter.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { DiskFileStorage, FileStorage } from '../../storage/file-storage.js';
import { CastleVideo } from './castle-video.entity.js';
import { videoPolicy } from './video-policy.js';
import { DEMO_VIDEO, VIDEO_KEY } from './video.service.js';

const clip = readFileSync(DEMO_VIDEO);
/** The first bytes of a WebM file (EBML header with DocType "webm"), then filler. */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(4000, 7),
]);
/** A QuickTime file: an 'ftyp' box with brand 'qt  ', then filler. */
const MOV = Buffer.concat([Buffer.from('00000014667479707174202000000200717420200000000877696465', 'hex'), Buffer.alloc(4000, 3)]);

let t: TestApp;
let storage: FileStorage;
useTestApp(async (app) => {
  t = app;
  storage = app.app.get(FileStorage);
});
beforeEach(async () => {
  await storage.removePrefix('video/');
  await storage.importFile(DEMO_VIDEO, VIDEO_KEY);
});

const upload = (content: Buffer, name: string) => t.http().post('/api/admin/video').set(t.auth('admin')).attach('file', content, name);
const play = (guestAuth: { Authorization: string }) => getBytes(t, '/api/video/Wartensee.mp4', guestAuth);
const videoFiles = async () => (await storage.list('video/')).sort();
/** The bundled clip and exactly one upload, of this kind. */
async function expectVideoFiles(upload: RegExp) {
  const files = await videoFiles();
  expect(files).toHaveLength(2);
  expect(files).toContain(VIDEO_KEY);
  expect(files.find((key) => key !== VIDEO_KEY)).toMatch(upload);
}

it('shows the bundled clip until an admin uploads one', async () => {
  const { body } = await t.http().get('/api/admin/video').set(t.auth('admin')).expect(200);
  expect(body).toEqual({ url: expect.stringMatching(/^\/api\/video\/Wartensee\.mp4\?access=/), content_type: 'video/mp4', size: clip.length, uploaded_at: null });
  // The admin can play it through that address to preview it.
  await followSignedLink(t, body.url).set('Range', 'bytes=0-9').expect(206);
});

it('replaces the video: guests get the new one at the same address, the previous upload is deleted', async () => {
  const guest = t.auth('guest', (await t.createGuest()).id);

  const first = await upload(WEBM, 'Schloss.webm').expect(200);
  expect(first.body).toMatchObject({ content_type: 'video/webm', size: WEBM.length, uploaded_at: expect.any(String) });
  const played = await play(guest).expect(200);
  expect(played.headers['content-type']).toBe('video/webm');
  expect(Buffer.compare(played.body, WEBM)).toBe(0);
  await expectVideoFiles(/^video\/[0-9a-f]{32}\.webm$/);

  await upload(MOV, 'Apero.mov').expect(200);
  const replaced = await play(guest).expect(200);
  expect(replaced.headers['content-type']).toBe('video/quicktime');
  expect(Buffer.compare(replaced.body, MOV)).toBe(0);
  // Ranges keep working on the new file.
  const part = await play(guest).set('Range', 'bytes=0-19').expect(206);
  expect(part.headers['content-range']).toBe(`bytes 0-19/${MOV.length}`);

  // The WebM goes through the outbox; the bundled clip stays as the fallback.
  await settleJobs(t.app);
  await expectVideoFiles(/^video\/[0-9a-f]{32}\.mov$/);

  await upload(clip, 'Film.mp4').expect(200);
  const mp4 = await play(guest).expect(200);
  expect(mp4.headers['content-type']).toBe('video/mp4');
});

it('refuses what is not a video by its bytes (415), keeping the current one and nothing else', async () => {
  await upload(WEBM, 'Schloss.webm').expect(200);
  const before = await videoFiles();
  const row = await t.orm.em.fork().findOneOrFail(CastleVideo, 1);

  for (const [content, name] of [
    [Buffer.from('%PDF-1.4 kein Video'), 'Film.mp4'],
    [readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/rot-blau.heic')), 'Film.mov'],
  ] as const) {
    const res = await upload(content, name).expect(415);
    expect(res.body).toEqual({ msg: VIDEO_WRONG_TYPE });
  }
  expect(await videoFiles()).toEqual(before);
  expect(readdirSync(storage.tempDir)).toEqual([]);
  expect(await t.orm.em.fork().findOneOrFail(CastleVideo, 1)).toMatchObject({ storage_key: row.storage_key });
});

it('asks for a file, and is for admins only', async () => {
  const res = await t.http().post('/api/admin/video').set(t.auth('admin')).field('beschreibung', 'ohne Datei').expect(400);
  expect(res.body).toEqual({ msg: 'Bitte wählen Sie ein Video aus.' });
  const guest = t.auth('guest', (await t.createGuest()).id);
  await t.http().post('/api/admin/video').set(guest).attach('file', WEBM, 'Schloss.webm').expect(403);
  expect(await videoFiles()).toEqual([VIDEO_KEY]);
});

/** The size limit, with a small limit so the test need not send 500 MB. */
@Controller('test-video')
class VideoUploadTestController {
  @Post()
  @UseInterceptors(FileUpload(videoPolicy(64 * 1024)))
  upload(@Req() req: Request) {
    return acceptedUploads(req).map(({ extension, contentType }) => ({ extension, contentType }));
  }
}

describe('the video upload policy', () => {
  let app: INestApplication;
  let root: string;
  let storage: DiskFileStorage;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-video-'));
    storage = new DiskFileStorage(root);
    const moduleRef = await Test.createTestingModule({ controllers: [VideoUploadTestController], providers: [{ provide: FileStorage, useValue: storage }] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a video over the limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([WEBM, Buffer.alloc(70 * 1024)]);
    const res = await request(app.getHttpServer()).post('/test-video').attach('file', big, 'gross.webm').expect(413);
    expect(res.body).toEqual({ msg: 'Das Video ist zu groß (max. 64 KB)' });
    expect(readdirSync(storage.tempDir)).toEqual([]);
  });

  it('recognises MP4, WebM and QuickTime', async () => {
    for (const [content, extension, contentType] of [
      [clip, '.mp4', 'video/mp4'],
      [WEBM, '.webm', 'video/webm'],
      [MOV, '.mov', 'video/quicktime'],
    ] as const) {
      const res = await request(app.getHttpServer()).post('/test-video').attach('file', content, 'video.bin').expect(201);
      expect(res.body).toEqual([{ extension, contentType }]);
    }
  });
});

it('the real limit is 500 MB, with the German message', () => {
  const policy = videoPolicy();
  expect(policy.maxBytes('admin')).toBe(500 * 1024 * 1024);
  expect(policy.tooLargeMessage(policy.maxBytes('admin'), 'film.mp4')).toBe('Das Video ist zu groß (max. 500 MB)');
});
