import { INLINE_WELCOME_ID, type WelcomeLook, type WelcomePage } from '@hochzeit/contracts/page-data';

/** The JSON of a `<script type="application/json">` block the server wrote into the page, or null. */
export function readInlineJson(id: string, target: Document = document): unknown {
  const script = target.getElementById(id);
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') return null;
  try {
    return JSON.parse(script.textContent);
  } catch {
    return null;
  }
}

const isWelcomeLook = (value: unknown): value is WelcomeLook => {
  const look = value as Partial<WelcomeLook> | null;
  return typeof look?.couple_names === 'string' && typeof look.starts_at === 'string' && typeof look.venue_name === 'string' && typeof look.time_zone === 'string';
};

let welcome: WelcomePage | null | undefined;

/**
 * The wedding's look the server inlined for a guest's personal link (null on every other page),
 * with the moment the server rendered the first screen for.
 */
export function welcomeLook(target: Document = document): WelcomePage | null {
  if (welcome === undefined) {
    const value = readInlineJson(INLINE_WELCOME_ID, target);
    welcome = isWelcomeLook(value) ? { ...value, rendered_at: typeof (value as WelcomePage).rendered_at === 'string' ? (value as WelcomePage).rendered_at : undefined } : null;
  }
  return welcome;
}
