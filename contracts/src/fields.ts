import { z } from 'zod';

/**
 * Field builders used by every schema, so trimming, "empty means null" and list cleaning are
 * written once. Optional text fields accept null and an empty string, and store both as null.
 */

/** Required text, trimmed; `message` answers a missing, non-text or empty value. */
export const requiredText = (max: number, message: string, tooLong?: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Trimmed text that may be empty ('' stays ''). */
export const plainText = (max: number, tooLong?: string) => z.string().trim().max(max, tooLong);

/** Optional text: trimmed, and '' or whitespace becomes null. */
export const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** An optional value from a fixed list; '' counts as "not set". */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z
    .union([z.literal(''), z.enum(choices, { error: message })], { error: message })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** Digits, spaces and + ( ) / . - */
export const PHONE_PATTERN = /^[+0-9 ()/.-]*$/;
export const optionalPhone = (message: string) =>
  z
    .string()
    .trim()
    .max(50)
    .regex(PHONE_PATTERN, message)
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const EMAIL_INVALID = 'E-Mail-Adresse ist ungültig';
export const optionalEmail = () =>
  z
    .union([z.literal(''), z.email({ error: EMAIL_INVALID }).max(254)], { error: EMAIL_INVALID })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A list of short texts: entries trimmed, empty entries dropped ("Nüsse, , Gluten"). */
export const textList = (maxItems = 30, maxLength = 100) =>
  z
    .array(z.string().trim().max(maxLength))
    .max(maxItems)
    .transform((list) => list.filter((entry) => entry !== ''));

/** A reference to another record by its id (positive integer). */
export const id = (message?: string) => z.number({ error: message }).int(message).min(1, message);
export const optionalId = (message?: string) => id(message).nullish();

/** A stored timestamp: a Date on the server, ISO 8601 text on the wire. */
export const timestamp = () =>
  z.codec(z.iso.datetime({ offset: true }), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  });

/** Text stored as '' when empty: trimmed, and null counts as ''. Left out, it stays left out. */
export const textOrEmpty = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === null ? '' : value));

/**
 * A form's comma-separated text as a list ("Nüsse, , Gluten" -> ["Nüsse", "Gluten"]): entries
 * trimmed, empty ones dropped. Problems are reported on the field itself, not on one entry.
 */
export const commaList = (maxItems = 30, maxLength = 100) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z
        .array(z.string())
        .max(maxItems)
        .refine((list) => list.every((entry) => entry.length <= maxLength), { error: 'ist zu lang' }),
    );
