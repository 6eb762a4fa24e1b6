/** @database none */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Controller, Get, type INestApplication, type MiddlewareConsumer, Module, type NestModule, NotFoundException, Post, RequestMethod } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { loadConfig } from '../config/app-config.js';
import { hostFrontend } from '../modules/frontend/frontend-hosting.js';
import { RemoteReleaseCatalog } from '../modules/remote-releases/remote-release-catalog.js';
import { HttpExceptionFilter, MALFORMED_ADDRESS, UNKNOWN_ROUTE } from './http-exception.filter.js';
import { IdParam } from './id-param.js';

@Controller('api/things')
class ThingsController {
  @Get(':id')
  find(@IdParam() id: number) {
    if (id !== 7) throw new NotFoundException({ msg: 'Ding nicht gefunden' });
    return { id };
  }

  @Post()
  create() {
    return { id: 8 };
  }
}

/** Middleware for every address, as the ORM's request context is mounted: Nest makes it a route that matches everything. */
@Module({ controllers: [ThingsController] })
class ThingsModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    consumer.apply((_req: unknown, _res: unknown, next: () => void) => next()).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}

/** The filter and the id parameter behind the frontend hosting, as the application mounts them. */
let app: INestApplication;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-filter-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<html><head></head><body>Shell</body></html>');
  const config = loadConfig({ DATA_DIR: ':memory:', FRONTEND_DIR: root, JWT_SECRET: 'x'.repeat(32) });
  const moduleRef = await Test.createTestingModule({ imports: [ThingsModule] }).compile();
  app = moduleRef.createNestApplication({ logger: false });
  hostFrontend(app, config, new RemoteReleaseCatalog(config));
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.init();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

it('answers an unknown API address, in any case and with any method, with a German JSON 404, never the shell', async () => {
  for (const [method, url] of [
    ['get', '/api/unknown'],
    ['get', '/API/foo'],
    ['get', '/Api/things/7/more'],
    ['get', '/api'],
    ['get', '/API/'],
    ['post', '/API/foo'],
    ['delete', '/api/things/7'],
  ] as const) {
    const res = await request(app.getHttpServer())[method](url);
    expect({ url, status: res.status, type: res.headers['content-type'], body: res.body }).toEqual({
      url,
      status: 404,
      type: expect.stringMatching(/^application\/json/),
      body: { msg: UNKNOWN_ROUTE },
    });
  }
  // Everything else is a page of the shell.
  expect((await request(app.getHttpServer()).get('/admin/guests').expect(200)).text).toContain('Shell');
});

it("keeps a handler's own 404, and finds routes in any case", async () => {
  expect((await request(app.getHttpServer()).get('/api/things/8').expect(404)).body).toEqual({ msg: 'Ding nicht gefunden' });
  expect((await request(app.getHttpServer()).get('/API/THINGS/7').expect(200)).body).toEqual({ id: 7 });
});

it('takes ids as plain decimal digits only, and answers a broken address in German', async () => {
  for (const id of ['0x10', '%201', '1e3', '07', '0', '-7', '7.0', '2147483648', 'sieben']) {
    const res = await request(app.getHttpServer()).get(`/api/things/${id}`);
    expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 400, body: { msg: 'Ungültige ID: id' } });
  }
  expect((await request(app.getHttpServer()).get('/api/things/%E0%A4%A').expect(400)).body).toEqual({ msg: MALFORMED_ADDRESS });
});
