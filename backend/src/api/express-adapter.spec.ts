import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { PrototypedExpressAdapter } from './express-adapter.js';

it('makes every request and response an Express one from the start, so Express changes no prototype', async () => {
  const adapter = new PrototypedExpressAdapter();
  adapter.initHttpServer({});
  const app = adapter.getInstance<Express>();
  const server = adapter.getHttpServer() as Server;
  // Seen before Express's own listener runs: the prototypes the server gave them.
  let born: { req: object | null; res: object | null } | undefined;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    born = { req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) };
  });
  app.get('/probe', (req, res) => {
    res.json({ sameRequest: Object.getPrototypeOf(req) === app.request, sameResponse: Object.getPrototypeOf(res) === app.response, ip: req.ip !== undefined });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const reply = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ sameRequest: true, sameResponse: true, ip: true });
    expect(born).toEqual({ req: app.request, res: app.response });
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

describe('the application', () => {
  let t: TestApp;
  useTestApp((app) => {
    t = app;
  });

  it('serves with that adapter: its requests arrive as Express ones', async () => {
    const express = t.app.getHttpAdapter().getInstance();
    let born: object | null = null;
    const see = (req: IncomingMessage) => (born = Object.getPrototypeOf(req));
    const server = t.app.getHttpServer();
    server.prependListener('request', see);
    try {
      await t.http().get('/api/health').expect(200);
    } finally {
      server.off('request', see);
    }
    expect(born).toBe(express.request);
  });
});
