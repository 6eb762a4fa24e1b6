import { BASELINE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@hochzeit/contracts/security-headers';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';

/** API paths (Express matches routes regardless of case, so this does too). */
const API_PATH = /^\/api(\/|$)/i;
const BASELINE = Object.entries(BASELINE_SECURITY_HEADERS);

/**
 * `req.secure`, asking the trust-proxy rule (an address parse per call) only when a forwarded
 * protocol is there to trust or not: without one, it is the connection's own.
 */
function overTls(req: Request): boolean {
  return req.headers['x-forwarded-proto'] === undefined ? (req.socket as Partial<TLSSocket>).encrypted === true : req.secure;
}

/**
 * Headers for every response: the portal's baseline (see contracts/src/security-headers.ts); HSTS
 * when the request came over TLS (`req.secure`: X-Forwarded-Proto counts only from TRUST_PROXY);
 * and `Cache-Control: no-store` on every API reply unless its route sets its own caching (images
 * under their signed, unchanging addresses, the cover, the video), because API replies carry
 * personal data and secrets (dashboards, login links, tokens, documents). The shell's pages get
 * their Content-Security-Policy where they are served (frontend-hosting.ts).
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of BASELINE) res.setHeader(name, value);
  if (overTls(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (API_PATH.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
