import { rateLimit } from 'express-rate-limit';

/** A broken release makes every open tab report; a few reports per client and minute tell the story. */
export function remoteFailureRateLimit() {
  return rateLimit({
    windowMs: 60_000,
    limit: 20,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ msg: 'Zu viele Fehlermeldungen. Bitte warten Sie eine Minute.' });
    },
  });
}
