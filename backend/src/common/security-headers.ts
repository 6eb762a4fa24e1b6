import type { NextFunction, Request, Response } from 'express';

/**
 * Baseline headers for every response. `same-origin` referrers matter here: QR-code, download
 * and video URLs carry a signed token in the query string, and pages link to external sites
 * (maps, timetables) that must never receive it.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  next();
}
