import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import type { HttpServerConfig } from '../config/app-config.js';

/**
 * A constructor that makes `base`'s objects with `prototype` as their own prototype. Node defines
 * IncomingMessage and ServerResponse as plain constructor functions, so they can initialise an
 * object made by another constructor.
 */
function bornWith<T extends object>(base: T, prototype: object): T {
  const initialise = base as unknown as (this: unknown, ...args: unknown[]) => void;
  function Born(this: unknown, ...args: unknown[]): void {
    initialise.apply(this, args);
  }
  Born.prototype = prototype;
  return Born as unknown as T;
}

/**
 * Nest's Express adapter, with the HTTP server making every request and response an Express one
 * from the start (`app.request` and `app.response` as their prototypes): Express's
 * Object.setPrototypeOf on live objects then changes nothing, which halved throughput and kept
 * requests alive into the old generation (docs/decisions/0009-express-prototypes.md).
 *
 * Only the plain HTTP server, as this application uses it (TLS ends at the reverse proxy); for
 * HTTPS or Nest's connection-closing options it is Nest's own.
 */
export class PrototypedExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts?: HttpServerConfig) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections || options.return503OnClosing) {
      super.initHttpServer(options);
      this.applyTimeouts(this.httpServer);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = http.createServer(
      {
        IncomingMessage: bornWith(http.IncomingMessage, app.request),
        ServerResponse: bornWith(http.ServerResponse, app.response),
        // Node looks for connections past their time-outs only this often (30 s by default): a
        // slow sender would otherwise keep its connection up to 30 s beyond headersTimeout.
        ...(this.timeouts && { connectionsCheckingInterval: Math.min(1000, Math.max(50, this.timeouts.headersTimeoutMs / 4)) }),
      },
      app,
    );
    this.applyTimeouts(this.httpServer);
  }

  /**
   * Slow clients: a connection whose request headers are not complete within headersTimeout of its
   * first byte, or whose request is not complete within requestTimeout, gets 408 and is closed. A
   * kept-alive connection between requests counts neither (Node starts both clocks with a request's
   * first byte), only keepAliveTimeout.
   */
  private applyTimeouts(server: http.Server): void {
    if (!this.timeouts) return;
    server.headersTimeout = this.timeouts.headersTimeoutMs;
    server.requestTimeout = this.timeouts.requestTimeoutMs;
    server.keepAliveTimeout = this.timeouts.keepAliveTimeoutMs;
  }
}
