import { SESSION_BROWSER_UNKNOWN } from '@hochzeit/contracts';

/** Browsers in the order they must be tested (Edge and Opera also say 'Chrome', Chrome also says 'Safari'). */
const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device as the guest recognises it: 'Chrome auf Android', 'Safari auf iPhone'. Only
 * this label is stored, never the whole User-Agent (which says more than the guest needs to know).
 */
export function browserLabel(userAgent: string | undefined): string {
  if (!userAgent) return SESSION_BROWSER_UNKNOWN;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} auf ${system}`;
  return browser ?? (system ? `Browser auf ${system}` : SESSION_BROWSER_UNKNOWN);
}
