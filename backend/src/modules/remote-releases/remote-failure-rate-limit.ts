import { REMOTE_FAILURE_RATE_LIMITED, REMOTE_LOAD_RATE_LIMITED } from '@hochzeit/contracts';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/** A broken release makes every open tab report; a few reports per client and minute tell the story. */
export function remoteFailureRateLimit() {
  return rateLimit({
    windowMs: 60_000,
    limit: 20,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ msg: REMOTE_FAILURE_RATE_LIMITED });
    },
  });
}

/** The browser id a report names (checked by the route's contract afterwards). */
function browserOf(body: unknown): string {
  const browser = typeof body === 'object' && body !== null ? (body as { browser?: unknown }).browser : undefined;
  return typeof browser === 'string' ? browser.slice(0, 64) : '';
}

/**
 * Load reports: one per page load and area; a browser (its random id, from one address) sending
 * more than 30 a minute is refused. Counted per browser so that guests behind one address (a
 * venue's wifi) do not use up each other's share.
 */
export function remoteLoadRateLimit() {
  return rateLimit({
    windowMs: 60_000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${browserOf(req.body)}`,
    handler: (_req, res) => {
      res.status(429).json({ msg: REMOTE_LOAD_RATE_LIMITED });
    },
  });
}
