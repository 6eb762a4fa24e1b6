import { createHash, createHmac, randomBytes } from 'node:crypto';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** A browser stays known this long after its last successful sign-in. */
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3600_000;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account successfully gets a cookie binding that account's name to a random
 * nonce, signed with HMAC-SHA256 (cookie-parser's signed cookies) under a key derived from the
 * server's secret. With it the browser is "known" for that account: it is exempt from the
 * account's lockout and limited by its own nonce instead (login-rate-limit.ts), so guessing from
 * everywhere else cannot lock the real admin out.
 *
 * One cookie per account (its name derives from the account name), so a browser shared by two
 * admins stays known for both. Path /api/auth: sent with sign-ins only, never read by scripts.
 */
export class DeviceCookies {
  private readonly parse: ReturnType<typeof cookieParser>;

  constructor(config: Pick<AppConfig, 'jwtSecret'>) {
    // Its own key, so a device cookie can never pass for anything else signed with the secret.
    this.parse = cookieParser(createHmac('sha256', config.jwtSecret).update('device-cookie').digest('base64url'));
  }

  /** The nonce of the request's device cookie for `username`, if it has a genuine one. */
  nonceFor(req: Request, username: string): string | undefined {
    const value: unknown = this.signedCookies(req)[cookieName(username)];
    if (typeof value !== 'string') return undefined;
    const separator = value.indexOf(':');
    return separator > 0 && value.slice(separator + 1) === username ? value.slice(0, separator) : undefined;
  }

  /** Makes this browser known for `username` (after a successful sign-in): a fresh nonce each time. */
  issue(req: Request, res: Response, username: string): void {
    this.signedCookies(req);
    const nonce = randomBytes(16).toString('base64url');
    res.cookie(cookieName(username), `${nonce}:${username}`, {
      signed: true,
      httpOnly: true,
      secure: req.secure,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }

  /** cookie-parser on this request: checks the signatures and sets the key res.cookie signs with. */
  private signedCookies(req: Request): Record<string, unknown> {
    this.parse(req, req.res!, () => undefined);
    return req.signedCookies as Record<string, unknown>;
  }
}

const cookieName = (username: string) => `device_${createHash('sha256').update(username).digest('base64url').slice(0, 16)}`;
