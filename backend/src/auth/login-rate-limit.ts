import { rateLimit } from 'express-rate-limit';
import type { AppConfig } from '../config/app-config.js';

/**
 * Limits failed sign-ins per client IP and minute. Successful ones do not count: on the wedding
 * day every guest may scan their QR code from behind the venue's one Wi-Fi address.
 */
export function loginRateLimit(config: Pick<AppConfig, 'loginRateLimit'>) {
  return rateLimit({
    windowMs: 60_000,
    limit: config.loginRateLimit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ msg: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.' });
    },
  });
}
