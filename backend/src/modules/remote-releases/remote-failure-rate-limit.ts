import { REMOTE_FAILURE_RATE_LIMITED } from '@hochzeit/contracts';
import { rateLimit } from 'express-rate-limit';

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
