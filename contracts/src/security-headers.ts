/**
 * The portal's security headers, one source for the backend (backend/src/common/security-headers.ts)
 * and for nginx (infra/deploy/nginx-config.mjs), without zod.
 */

/**
 * On every reply. `same-origin` referrers matter here: QR-code, download and video URLs carry a
 * signed token in the query string, and pages link to external sites (maps, timetables) that must
 * never receive it.
 */
export const BASELINE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Sent only on replies that came over TLS: browsers then use https for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The Content-Security-Policy of the shell's pages: code, styles, fonts and data only from the
 * portal itself (shell and API share one origin) and from the origins that serve remotes (their
 * manifests, entries, chunks, stylesheets and assets), never `eval` or inline script; no origin
 * outside the portal (the weather page draws its own icons). Images may
 * also be data: (QR codes drawn in the browser) and blob: (previews of photos being uploaded);
 * the confetti runs in a worker made from a blob:. The inline registry in index.html is a JSON
 * data block (`type="application/json"`), which browsers do not execute.
 */
export function contentSecurityPolicy(remoteOrigins: Iterable<string>, inline: { styles?: readonly string[]; scripts?: readonly string[] } = {}): string {
  const remotes = [...new Set(remoteOrigins)].sort();
  const portalAnd = (...sources: readonly string[]) => ["'self'", ...sources, ...remotes].join(' ');
  return [
    "default-src 'self'",
    // `inline`: a guest's first screen carries the shell's stylesheet and the loader of its script
    // inline, each allowed by its hash alone (never 'unsafe-inline').
    `script-src ${portalAnd(...(inline.scripts ?? []))}`,
    `style-src ${portalAnd(...(inline.styles ?? []))}`,
    `font-src ${portalAnd()}`,
    `connect-src ${portalAnd()}`,
    `img-src ${portalAnd('data:', 'blob:')}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
