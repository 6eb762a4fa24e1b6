import { createHmac, randomBytes } from 'node:crypto';

export const API_VERSION = '2010-04-01';

/** A fixed test account, so demos and tests can write the same values into their settings. */
export const DEFAULT_ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
export const DEFAULT_AUTH_TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
/** The sender number demos configure as TWILIO_FROM. */
export const DEFAULT_FROM = '+41790000000';

/** Twilio's SIDs: two letters and 32 lower-case hex digits. */
export function newSid(prefix: 'SM' | 'RQ'): string {
  return prefix + randomBytes(16).toString('hex');
}

/** Twilio writes dates as RFC 2822 text with a numeric zone ("Thu, 24 Aug 2023 05:01:45 +0000"). */
export function rfc2822(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** Twilio's error body; the SDK's RestException reads code, message, more_info and status from it. */
export function errorBody(status: number, code: number, message: string): Record<string, unknown> {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/**
 * X-Twilio-Signature: HMAC-SHA1 with the auth token over the exact URL followed by every POST
 * parameter as name and value, sorted by name, in Base64. Written here from Twilio's published
 * algorithm rather than taken from the SDK, so the backend's SDK-based check is tested against
 * an independent signer, as it would be against Twilio.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
