import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
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

