import { createHash } from 'node:crypto';
import type { EntityName } from '@mikro-orm/core';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth.types.js';
import { CachedReads, DataChanges } from '../database/data-changes.js';

const CACHED_REPLY = Symbol('cachedReply');

export interface CachedReplyOptions {
  /** Whose reply it is: each viewer's own (the key holds type, id and session version), or the same for everyone. */
  per: 'viewer' | 'everyone';
  /**
   * What the browser may do: `revalidate` keeps the reply and asks again with its ETag
   * (`private, no-cache`: never kept by a shared cache), for data that rarely changes and holds no
   * secret; `no-store` (the API's default) for personal data and secrets, cached on the server only.
   */
  browser: 'revalidate' | 'no-store';
  /** Read again after this many seconds even without a change: for replies that depend on the time too. */
  maxAgeSeconds?: number;
}

interface CachedReplyMetadata extends CachedReplyOptions {
  tables: readonly EntityName<object>[];
}

/**
 * The route's reply is read from the database once and kept in this process until one of
 * `tables` changes (see database/data-changes.ts), per viewer or for everyone, and per address
 * (path and query). The tables must be every table the reply is made from.
 */
export const CachedReply = (tables: readonly EntityName<object>[], options: CachedReplyOptions) =>
  SetMetadata(CACHED_REPLY, { tables, ...options } satisfies CachedReplyMetadata);

interface ReplyEntry {
  body: unknown;
  etag: string;
}

/**
 * Serves @CachedReply routes from the cache, with a strong ETag of the reply's JSON (the same in
 * every process), answering a matching If-None-Match with 304 without reading anything. Registered
 * before the reply serializer, so it keeps the reply as it goes out (the contract's fields only).
 *
 * A write request (anything but GET and HEAD) answers only once the changes it made are known
 * to this process's caches (DataChanges.settled): a client that reads right after its write
 * never gets what was there before.
 */
@Injectable()
export class CachedReplyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly reads: CachedReads,
    private readonly changes: DataChanges,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return from(this.afterChanges(next));
    const cached = this.reflector.get<CachedReplyMetadata | undefined>(CACHED_REPLY, context.getHandler());
    if (!cached) return next.handle();
    return from(this.reply(cached, request, context.switchToHttp().getResponse<Response>(), next));
  }

  private async afterChanges(next: CallHandler): Promise<unknown> {
    const body: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
    await this.changes.settled();
    return body;
  }

  private async reply(cached: CachedReplyMetadata, request: Request & { user?: AuthUser }, response: Response, next: CallHandler): Promise<unknown> {
    const viewer = request.user;
    const whose = cached.per === 'viewer' ? (viewer ? `${viewer.type}:${viewer.id}:${viewer.ver}` : 'anonym') : '*';
    const key = `reply ${(request.route as { path?: string } | undefined)?.path ?? request.path} ${whose} ${request.url}`;
    const { value } = await this.reads.entry<ReplyEntry>(
      key,
      cached.tables,
      async () => {
        const body: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
        // JSON.stringify(undefined) is undefined, whatever its type says.
        const json = JSON.stringify(body) as string | undefined;
        return { body, etag: `"${createHash('sha256').update(json ?? '').digest('base64url').slice(0, 27)}"` };
      },
      cached.maxAgeSeconds === undefined ? undefined : cached.maxAgeSeconds * 1000,
    );
    if (cached.browser === 'revalidate') {
      response.setHeader('Cache-Control', 'private, no-cache');
      // Express answers 304 itself when If-None-Match names this ETag (and sends no body).
      response.setHeader('ETag', value.etag);
      if (request.fresh) return undefined;
    }
    return value.body;
  }
}
