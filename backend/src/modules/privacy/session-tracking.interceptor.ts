import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import type { AuthUser } from '../../auth/auth.types.js';
import { GuestSessions } from './guest-sessions.js';

/** The bearer token of a request, if it came with one (resource tokens come as `?access=` and are no session). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Notes a guest's session use ('Meine Daten' → Anmeldungen) on the guest's requests with a session
 * token, before the handler. A failed write costs the request nothing but a log line.
 */
@Injectable()
export class SessionTrackingInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Datenschutz');

  constructor(private readonly sessions: GuestSessions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    const token = user?.type === 'guest' && req.query.access === undefined ? bearerToken(req) : undefined;
    if (!user || !token || !this.sessions.due(token)) return next.handle();
    const touched = this.sessions
      .touch({ guestId: user.id, version: user.ver, token, userAgent: req.headers['user-agent'] })
      .catch((error: unknown) => this.logger.warn(`Anmeldung nicht vermerkt: ${error instanceof Error ? error.message : String(error)}`));
    return from(touched).pipe(switchMap(() => next.handle()));
  }
}
