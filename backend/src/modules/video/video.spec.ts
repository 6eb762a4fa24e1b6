import { readFileSync } from 'node:fs';
import { FileStorage } from '../../storage/file-storage.js';
import { followSignedLink, getBytes } from '../../../test/http.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { DEMO_VIDEO, VIDEO_KEY } from './video.service.js';

let t: TestApp;
let guestAuth: { Authorization: string };
const clip = readFileSync(DEMO_VIDEO);
useTestApp(
  async (app) => {
    t = app;
    await app.app.get(FileStorage).importFile(DEMO_VIDEO, VIDEO_KEY);
    guestAuth = app.auth('guest', (await app.createGuest()).id);
  },
  { resetBeforeEach: false },
);

const get = (range?: string) => {
  const request = getBytes(t, '/api/video/Wartensee.mp4', guestAuth);
  return range ? request.set('Range', range) : request;
};

it('sends the whole video with Accept-Ranges', async () => {
  const res = await get().expect(200);
  expect(res.headers['accept-ranges']).toBe('bytes');
  expect(res.headers['content-type']).toBe('video/mp4');
  expect(Number(res.headers['content-length'])).toBe(clip.length);
  expect(Buffer.compare(res.body, clip)).toBe(0);
});

it('answers the first bytes with 206 Partial Content', async () => {
  const res = await get('bytes=0-99').expect(206);
  expect(res.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
  expect(Buffer.compare(res.body, clip.subarray(0, 100))).toBe(0);
});

it('answers a range from the middle and an open-ended tail', async () => {
  const middle = await get('bytes=1000-1999').expect(206);
  expect(Buffer.compare(middle.body, clip.subarray(1000, 2000))).toBe(0);
  const tail = await get('bytes=-500').expect(206);
  expect(tail.headers['content-range']).toBe(`bytes ${clip.length - 500}-${clip.length - 1}/${clip.length}`);
  expect(Buffer.compare(tail.body, clip.subarray(clip.length - 500))).toBe(0);
});

it('refuses a range beyond the end or a malformed one with 416', async () => {
  const beyond = await get(`bytes=${clip.length + 10}-`).expect(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${clip.length}`);
  await get('bytes=abc').expect(416);
});

it('plays from the signed URL without a header, and only that URL', async () => {
  const { body } = await t.http().get('/api/video').set(guestAuth).expect(200);
  expect(body.url).toMatch(/^\/api\/video\/Wartensee\.mp4\?access=/);
  await followSignedLink(t, body.url).set('Range', 'bytes=0-9').expect(206);
  await t.http().get('/api/video/Wartensee.mp4').expect(401);
});

it('answers 404 when the video disappears between size check and opening, and keeps serving', async () => {
  const storage = t.app.get(FileStorage);
  const size = storage.size;
  storage.size = async (key) => {
    const bytes = await size.call(storage, key);
    await storage.remove(key);
    return bytes;
  };
  try {
    const whole = await get().expect(404);
    expect(JSON.parse(whole.body.toString())).toEqual({ msg: 'Das Video ist noch nicht verfügbar' });
    await storage.importFile(DEMO_VIDEO, VIDEO_KEY);
    await get('bytes=0-99').expect(404);
  } finally {
    storage.size = size;
  }
  await storage.importFile(DEMO_VIDEO, VIDEO_KEY);
  const res = await get('bytes=0-99').expect(206);
  expect(Buffer.compare(res.body, clip.subarray(0, 100))).toBe(0);
});

it('answers 404 without a video, and keeps serving', async () => {
  const storage = t.app.get(FileStorage);
  await storage.remove(VIDEO_KEY);
  const res = await get().expect(404);
  expect(JSON.parse(res.body.toString())).toEqual({ msg: 'Das Video ist noch nicht verfügbar' });
  await storage.importFile(DEMO_VIDEO, VIDEO_KEY);
  await get().expect(200);
});
