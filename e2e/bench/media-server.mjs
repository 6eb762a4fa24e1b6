#!/usr/bin/env node
// The server half of `npm run bench:media`: the built backend (backend/dist), started like
// `npm start` on a scratch data folder, with one photo stored and its derivatives made, and one
// guest. Prints one JSON line with what the load generator needs, then serves until killed.
//
// If the guest upload route (POST /api/media/guest/upload) is not in this build yet, a minimal
// stand-in is added at POST /api/bench/guest-upload: the same FileUpload(imagesPolicy) interceptor
// with the guests' 10 MB limit, moving each accepted file into storage (what the real route does
// before writing its rows), so the memory figure still measures streaming uploads to disk.
import 'reflect-metadata';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { photoLikeJpeg } from './test-photo.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dist = (file) => import(path.join(ROOT, 'backend/dist', file));

const { createApp } = await dist('app.js');
const { AppModule } = await dist('app.module.js');
const { loadConfig } = await dist('config/app-config.js');
const { Roles } = await dist('auth/decorators.js');
const { TokenService } = await dist('auth/token.service.js');
const { FileStorage } = await dist('storage/file-storage.js');
const { acceptedUploads, FileUpload } = await dist('common/upload/file-upload.interceptor.js');
const { imagesPolicy } = await dist('common/upload/image-policy.js');
const { Media } = await dist('modules/media/media.entity.js');
const { MediaDerivatives } = await dist('modules/media/media-derivatives.worker.js');
const { MediaUrls } = await dist('modules/media/media-urls.js');
const { derivativeKey } = await dist('modules/media/media-files.js');
const { Guest } = await dist('modules/guests/guest.entity.js');

const GUEST_UPLOAD_MAX_BYTES = 10_485_760;
const COLD_MEDIA = 200;
const COLD_GUESTS = 40;

/** The stand-in upload route (decorators applied by hand: this file is plain JavaScript). */
class BenchUploadController {
  constructor(storage) {
    this.storage = storage;
  }
  async upload(request) {
    const stored = [];
    for (const file of acceptedUploads(request)) stored.push(await this.storage.adopt(file.path, 'media/wartensee', file.extension));
    return stored.map((key) => ({ key }));
  }
}
Inject(FileStorage)(BenchUploadController, undefined, 0);
Req()(BenchUploadController.prototype, 'upload', 0);
const descriptor = Object.getOwnPropertyDescriptor(BenchUploadController.prototype, 'upload');
Reflect.decorate([Post('guest-upload'), Roles('guest'), UseInterceptors(FileUpload(imagesPolicy({ maxBytes: { guest: GUEST_UPLOAD_MAX_BYTES } })))], BenchUploadController.prototype, 'upload', descriptor);
const BenchController = Reflect.decorate([Controller('api/bench')], BenchUploadController);

// Add the stand-in to the application's root module (only for this process).
const forRoot = AppModule.forRoot.bind(AppModule);
AppModule.forRoot = (config) => {
  const root = forRoot(config);
  return { ...root, controllers: [...(root.controllers ?? []), BenchController] };
};

const config = loadConfig(process.env);
const app = await createApp(config, { serveFrontend: true, logger: false });
await app.listen(config.port, '127.0.0.1');

// One 12-megapixel photo, stored as an upload would store it, with its derivatives made.
const storage = app.get(FileStorage);
const photo = await photoLikeJpeg();
const key = await storage.put('media/wartensee', photo, { extension: '.jpg' });
const em = app.get(MikroORM).em.fork();
const media = em.create(Media, { folder: 'wartensee', original_name: 'IMG_0001.jpg', storage_key: key, content_type: 'image/jpeg', size: photo.length, content_hash: 'bench', uploader_name: 'Bench' });
const guest = em.create(Guest, { first_name: 'Bench', last_name: 'Gast', guest_type: 'Apéro', allergies: [] });
await em.flush();
await app.get(MediaDerivatives).generate(media.id);

// The same bytes as a static file of the frontend, served by the same server.
const thumbnailKey = derivativeKey(key, 300);
const staticName = `bench-thumb.0123456789abcdef.webp`;
mkdirSync(path.join(config.frontendDir, 'shell', 'dist'), { recursive: true });
copyFileSync(path.join(config.dataDir, 'files', thumbnailKey), path.join(config.frontendDir, 'shell', 'dist', staticName));

// For first-time requests: more photos and guests than any cache of recent permissions holds in a
// second (rows sharing the first photo's files), so every request asks the database.
const rows = [];
for (let i = 0; i < COLD_MEDIA; i++) rows.push(em.create(Media, { folder: 'wartensee', original_name: `IMG_${i}.jpg`, storage_key: key, content_type: 'image/jpeg', size: photo.length, content_hash: `bench-${i}`, uploader_name: 'Bench', derivatives_ready: true }));
const guests = [];
for (let i = 0; i < COLD_GUESTS; i++) guests.push(em.create(Guest, { first_name: `Gast ${i}`, last_name: 'Bench', guest_type: 'Apéro', allergies: [] }));
await em.flush();
const urls = app.get(MediaUrls);
const coldPaths = rows.flatMap((row) => guests.map((g) => `${urls.for({ id: g.id, type: 'guest', ver: 0 }, row.id).thumbnail_url}?width=300&format=webp`));
const coldFile = path.join(config.dataDir, 'cold-paths.json');
writeFileSync(coldFile, JSON.stringify(coldPaths));

const viewer = { id: guest.id, type: 'guest', ver: 0 };
console.log(
  JSON.stringify({
    thumbnail: `${app.get(MediaUrls).for(viewer, media.id).thumbnail_url}?width=300&format=webp`,
    static: `/${staticName}`,
    thumbnailBytes: await storage.size(thumbnailKey),
    guestToken: app.get(TokenService).issueSessionToken(guest.id, 'guest', 0),
    adminToken: app.get(TokenService).issueSessionToken(1, 'admin', 0),
    coldFile,
  }),
);
