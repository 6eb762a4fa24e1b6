import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

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
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections || options.return503OnClosing) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = http.createServer(
      {
        IncomingMessage: bornWith(http.IncomingMessage, app.request),
        ServerResponse: bornWith(http.ServerResponse, app.response),
      },
      app,
    );
  }
}
