/** @database none */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Controller, type INestApplication, Post, Req, UseInterceptors } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import type { UserType } from '../../auth/auth.types.js';
import { DiskFileStorage, FileStorage } from '../../storage/file-storage.js';
import { HttpExceptionFilter } from '../http-exception.filter.js';
import { acceptedUploads, FileUpload } from './file-upload.interceptor.js';
import { ADMIN_IMAGE_MAX_BYTES, checkImage, GUEST_IMAGE_MAX_BYTES, imagesPolicy, MAX_IMAGE_PIXELS } from './image-policy.js';

/** Real images, made here with sharp. */
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b8975a' } });
let PNG: Buffer;
let JPEG: Buffer;
let GIF: Buffer;
/** Five different 30 × 20 frames. */
let ANIMATED: Buffer;
let WEBP: Buffer;
/** A HEIF container with HEIC brands. Its pictures are AV1-coded: nothing here encodes HEVC. */
let HEIC: Buffer;
let AVIF: Buffer;
/** 8000 × 7000 = 56 megapixels of one colour: about 0.6 MB on disk, 168 MB once decoded. */
let BOMB: Buffer;
/** Noise does not compress: about 300 KB. */
let NOISY: Buffer;
const TEXT = Buffer.from('Das ist kein Foto, nur Text mit der Endung .jpg\n');

beforeAll(async () => {
  PNG = await solid(64, 48).png().toBuffer();
  JPEG = await solid(640, 480).jpeg().toBuffer();
  GIF = await solid(30, 20).gif().toBuffer();
  const frames = await Promise.all(['#013220', '#b8975a', '#ffffff', '#000000', '#ff0000'].map((background) => sharp({ create: { width: 30, height: 20, channels: 3, background } }).png().toBuffer()));
  ANIMATED = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
  WEBP = await solid(30, 20).webp().toBuffer();
  AVIF = await solid(64, 48).heif({ compression: 'av1' }).toBuffer();
  HEIC = withBrands(AVIF, 'avif', 'heic');
  BOMB = await solid(8000, 7000).toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  NOISY = await sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } }).png().toBuffer();
});

/** Replaces a brand in the 'ftyp' box (same length, so the file stays well-formed). */
function withBrands(file: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(file);
  for (let offset = 8; offset + 4 <= copy.readUInt32BE(0); offset += 4) if (copy.toString('latin1', offset, offset + 4) === from) copy.write(to, offset, 'latin1');
  return copy;
}

describe('checkImage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-images-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (content: Buffer, maxPixels?: number) => {
    const file = path.join(dir, randomBytes(6).toString('hex'));
    writeFileSync(file, content);
    return checkImage(file, 'foto.jpg', maxPixels);
  };

  it.each([
    ['PNG', () => PNG, '.png', 'image/png', 64, 48],
    ['JPEG', () => JPEG, '.jpg', 'image/jpeg', 640, 480],
    ['GIF', () => GIF, '.gif', 'image/gif', 30, 20],
    ['WEBP', () => WEBP, '.webp', 'image/webp', 30, 20],
    ['HEIC', () => HEIC, '.heic', 'image/heic', 64, 48],
  ])('accepts a %s by its bytes, whatever its name', async (_type, content, extension, contentType, width, height) => {
    await expect(check(content())).resolves.toEqual({ extension, contentType, width, height });
  });

  it.each([
    ['a text file named .jpg', () => TEXT],
    ['an AVIF (HEIF, but not HEIC)', () => AVIF],
    ['a PDF', () => Buffer.from('%PDF-1.4\n%%EOF\n')],
  ])('refuses %s with 415', async (_what, content) => {
    await expect(check(content())).rejects.toMatchObject({
      status: 415,
      message: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: foto.jpg',
    });
  });

  it('refuses a decompression bomb with 400, reading only its header', async () => {
    const started = Date.now();
    await expect(check(BOMB)).rejects.toMatchObject({ status: 400, message: '„foto.jpg“ hat zu viele Bildpunkte (56 Megapixel, erlaubt sind 50).' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts every frame of an animation', async () => {
    await expect(check(ANIMATED, 5 * 30 * 20)).resolves.toMatchObject({ width: 30, height: 20 });
    await expect(check(ANIMATED, 5 * 30 * 20 - 1)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses an image whose header is broken with 400', async () => {
    // Starts like a JPEG, then nothing a decoder could read.
    const broken = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(64, 0)]);
    await expect(check(broken)).rejects.toMatchObject({ status: 400, message: '„foto.jpg“ ist beschädigt und kann nicht gelesen werden.' });
  });
});

it('has named limits per audience: guests 10 MB, admins 20 MB', () => {
  const policy = imagesPolicy();
  expect([policy.maxBytes('guest'), policy.maxBytes('service_provider'), policy.maxBytes('admin')]).toEqual([GUEST_IMAGE_MAX_BYTES, GUEST_IMAGE_MAX_BYTES, ADMIN_IMAGE_MAX_BYTES]);
  expect([GUEST_IMAGE_MAX_BYTES, ADMIN_IMAGE_MAX_BYTES, MAX_IMAGE_PIXELS]).toEqual([10_485_760, 20_971_520, 50_000_000]);
  expect(policy.tooLargeMessage(GUEST_IMAGE_MAX_BYTES, 'IMG_1.jpg')).toBe('Datei zu groß (max. 10MB). Ungültig: IMG_1.jpg');
  expect(policy.tooLargeMessage(ADMIN_IMAGE_MAX_BYTES, 'IMG_1.jpg')).toBe('Datei zu groß (max. 20MB). Ungültig: IMG_1.jpg');
});

it('takes other limits and wording as options', async () => {
  const policy = imagesPolicy({ maxBytes: { guest: 5 * 1024 * 1024 }, messages: { tooLarge: (max, name) => `${name}: höchstens ${max} Bytes` } });
  expect(policy.maxBytes('guest')).toBe(5 * 1024 * 1024);
  expect(policy.maxBytes('admin')).toBe(ADMIN_IMAGE_MAX_BYTES);
  expect(policy.tooLargeMessage(5 * 1024 * 1024, 'a.png')).toBe('a.png: höchstens 5242880 Bytes');
});

/** A controller only this test has: stores what the policy let through, as the media feature will. */
@Controller('test-images')
class ImageUploadTestController {
  constructor(private readonly storage: FileStorage) {}

  @Post()
  // Small limits, so the size rule is tested without sending megabytes.
  @UseInterceptors(FileUpload(imagesPolicy({ field: ['files[]', 'files'], maxFiles: 4, maxBytes: { guest: 200 * 1024, admin: 1024 * 1024 } })))
  async upload(@Req() req: Request) {
    const stored = [];
    for (const upload of acceptedUploads(req)) {
      const key = await this.storage.adopt(upload.path, 'test-images', upload.extension);
      stored.push({ key, name: upload.name, contentType: upload.contentType, width: upload.width, height: upload.height });
    }
    return stored;
  }
}

describe('an endpoint under the images policy', () => {
  let app: INestApplication;
  let root: string;
  let storage: DiskFileStorage;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-upload-'));
    storage = new DiskFileStorage(root);
    const moduleRef = await Test.createTestingModule({ controllers: [ImageUploadTestController], providers: [{ provide: FileStorage, useValue: storage }] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    // Stands in for the global guard, which attaches the signed-in user.
    app.use((req: Request & { user?: unknown }, _res: Response, next: NextFunction) => {
      req.user = { id: 1, type: (req.headers['x-audience'] as UserType | undefined) ?? 'guest' };
      next();
    });
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const post = (files: [string, Buffer][], audience: UserType = 'guest', field = 'files') => {
    const req = request(app.getHttpServer()).post('/test-images').set('x-audience', audience);
    for (const [name, content] of files) req.attach(field, content, name);
    return req;
  };
  const nothingKept = async () => {
    expect(await storage.list('test-images/')).toEqual([]);
    expect(readdirSync(storage.tempDir)).toEqual([]);
  };
  afterEach(() => storage.removePrefix('test-images/'));

  it('takes several images in one request, typed by their bytes', async () => {
    const res = await post([
      ['Apéro.png', PNG],
      ['Trauung.jpeg', JPEG],
      ['IMG_0001.HEIC', HEIC],
      ['tanz.gif', GIF],
    ]).expect(201);
    expect(res.body.map((s: { name: string; contentType: string }) => [s.name, s.contentType])).toEqual([
      ['Apéro.png', 'image/png'],
      ['Trauung.jpeg', 'image/jpeg'],
      ['IMG_0001.HEIC', 'image/heic'],
      ['tanz.gif', 'image/gif'],
    ]);
    expect(res.body[1]).toMatchObject({ key: expect.stringMatching(/^test-images\/[0-9a-f]{32}\.jpg$/), width: 640, height: 480 });
    expect(await storage.list('test-images/')).toHaveLength(4);
    expect(readdirSync(storage.tempDir)).toEqual([]);
  });

  it('refuses the whole request for one file that is no image (415), keeping nothing', async () => {
    const res = await post([
      ['gut.png', PNG],
      ['falsch.jpg', TEXT],
      ['auch-gut.jpg', JPEG],
    ]).expect(415);
    expect(res.body).toEqual({ msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: falsch.jpg' });
    await nothingKept();
  });

  it('refuses the whole request for a decompression bomb (400), keeping nothing', async () => {
    // As an admin: the bomb is small on disk, but above the guests' test limit.
    const res = await post(
      [
        ['gut.png', PNG],
        ['riesig.png', BOMB],
      ],
      'admin',
    ).expect(400);
    expect(res.body.msg).toBe('„riesig.png“ hat zu viele Bildpunkte (56 Megapixel, erlaubt sind 50).');
    await nothingKept();
  });

  it('limits the size per audience (413 for a guest, fine for an admin)', async () => {
    const res = await post([
      ['gut.png', PNG],
      ['rauschen.png', NOISY],
    ]).expect(413);
    expect(res.body).toEqual({ msg: 'Datei zu groß (max. 0.2MB). Ungültig: rauschen.png' });
    await nothingKept();
    await post([['rauschen.png', NOISY]], 'admin').expect(201);
  });

  it('takes the files under each of its field names', async () => {
    const res = await post([['Apéro.png', PNG], ['Trauung.jpeg', JPEG]], 'guest', 'files[]').expect(201);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Apéro.png', 'Trauung.jpeg']);
    const other = await post([['anderes.png', PNG]], 'guest', 'bilder').expect(400);
    expect(other.body).toEqual({ msg: 'Unerwartetes Dateifeld "bilder"' });
    await storage.removePrefix('test-images/');
    await nothingKept();
  });

  it('refuses more files than allowed (400), keeping nothing', async () => {
    const res = await post(Array.from({ length: 5 }, (_, i): [string, Buffer] => [`bild-${i}.png`, PNG])).expect(400);
    expect(res.body).toEqual({ msg: 'Zu viele Dateien (max. 4)' });
    await nothingKept();
  });
});
