import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { Express } from 'express';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { PrototypedExpressAdapter } from './express-adapter.js';
import { BODY_MESSAGES } from '@hochzeit/contracts';

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

describe('slow clients', () => {
  // Short time-outs (the defaults: headers 10 s, a JSON body 30 s, any request 5 min).
  const timeouts = { headersTimeoutMs: 1000, bodyTimeoutMs: 1000, requestTimeoutMs: 6000, keepAliveTimeoutMs: 8000 };
  const t = useTestApp(() => undefined, { overrides: { http: timeouts }, resetBeforeEach: false });
  let port: number;
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });

  /** A raw connection that writes `start` at once, then `trickle` one byte every `everyMs`; resolves when the server closes it. */
  function slowClient(start: string, trickle: string, everyMs: number) {
    const socket = connect(port, '127.0.0.1');
    const opened = performance.now();
    let reply = '';
    let sent = 0;
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(start);
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]);
    }, everyMs);
    return new Promise<{ closedAfterMs: number; reply: string }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: performance.now() - opened, reply });
      }),
    );
  }

  it('closes 100 connections whose headers trickle in after the headers time-out, and answers others meanwhile', async () => {
    const senders = Array.from({ length: 100 }, () => slowClient('GET /api/health HTTP/1.1\r\nHost: x\r\n', `X-Langsam: ${'a'.repeat(200)}\r\n\r\n`, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await t.http().get('/api/health').expect(200);
    expect(performance.now() - started).toBeLessThan(500);
    const closed = await Promise.all(senders);
    for (const { closedAfterMs, reply } of closed) {
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      // The time-out, plus at most one look for expired connections (a quarter of it) and slack for a busy machine.
      expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersTimeoutMs - 50);
      expect(closedAfterMs).toBeLessThan(timeouts.headersTimeoutMs + 3000);
    }
  });

  it('keeps an idle kept-alive connection beyond the headers time-out (a phone between two pages)', async () => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    const request = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, timeouts.headersTimeoutMs * 2));
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reply.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('answers a JSON body that trickles in with 408 in German once the body time-out passes, and closes', async () => {
    const { closedAfterMs, reply } = await slowClient('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":"', 'a'.repeat(150), 100);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('Connection: close');
    expect(reply.slice(reply.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ msg: BODY_MESSAGES.tooSlow }));
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.bodyTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.bodyTimeoutMs + 3000);
  });

  it('gives an upload longer than the body time-out: only the request time-out limits it', async () => {
    const boundary = 'grenze';
    const csv = 'Vorname;Nachname\r\nErika;Muster\r\n';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gaeste.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const head =
      `POST /api/admin/guests/import HTTP/1.1\r\nHost: x\r\nAuthorization: ${t.auth('admin').Authorization}\r\nConnection: close\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // The body over about 2 s: twice the body time-out, a third of the request time-out.
    const { closedAfterMs, reply } = await slowClient(head + body.slice(0, 20), body.slice(20), Math.ceil(2000 / (body.length - 20)));
    expect(closedAfterMs).toBeGreaterThan(timeouts.bodyTimeoutMs * 1.5);
    expect(reply).toMatch(/^HTTP\/1\.1 (200|201) /);
  });
});
