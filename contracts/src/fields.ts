import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
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
const PHONE_PATTERN = /^[+0-9 ()/.-]*$/;
/** Numbers written nationally ('079 123 45 67') are Swiss: the venue is in Switzerland. */
const PHONE_DEFAULT_COUNTRY = 'CH';
const isValidNumber = (text: string) => parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY)?.isValid() === true;

/**
 * A phone number libphonenumber knows as valid: national (Swiss), or international with + or 00;
 * digits without either that are no Swiss number count as international without their + (as the
 * SMS code reads them). Checked only here, so admin and backend carry the metadata, not the guest bundle.
 */
const isPhoneNumber = (text: string) => PHONE_PATTERN.test(text) && (isValidNumber(text) || (/^[1-9]/.test(text) && isValidNumber(`+${text}`)));

/** An optional phone number, stored as written (trimmed); `message` answers one that is no valid number. */
export const optionalPhone = (message: string) =>
  z
    .string()
    .trim()
    .max(50)
    .refine((text) => text === '' || isPhoneNumber(text), message)
    .nullish()
    .transform((value) => (value === '' ? null : value));

const EMAIL_INVALID = 'E-Mail-Adresse ist ungültig';
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

/** The largest id a record can have (an integer column). */
export const MAX_ID = 2_147_483_647;
/** An id written as text (address, query string): plain decimal digits, no sign, space, leading zero, exponent or hex. */
export const PLAIN_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A reference to another record by its id (positive integer). */
export const id = (message?: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
export const optionalId = (message?: string) => id(message).nullish();

/**
 * Query text as a whole number, if it is written as plain decimal digits (a minus sign allowed, so
 * the number schema after it says "too small"); anything else ('0x10', ' 1', '1e3', '07') stays
 * text, so the number schema refuses it. '' counts as not given.
 */
const plainDecimal = (value: unknown) => (value === '' ? undefined : typeof value === 'string' && /^-?(0|[1-9][0-9]{0,15})$/.test(value) ? Number(value) : value);

/** An id in a query string: plain decimal text only, read as a number. */
export const queryId = (message?: string) => z.preprocess(plainDecimal, id(message).optional());

/** A whole number in a query string (an offset, a page size): plain decimal text only, read as a number; left out, `fallback`. */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(plainDecimal, z.number().int().min(min).max(max).default(fallback));

/**
 * Dates from requests lie in the years 1000 to 9999: every form ISO 8601 allows beyond that (year
 * 0, expanded years) converts to a Date that no date column stores alike, or to none at all.
 */
const isStorableDate = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};

/** An instant as ISO 8601 text with its offset ("2025-06-07T14:00:00+02:00" or "…Z"). */
export const instant = (message?: string) => z.iso.datetime({ offset: true, error: message }).refine(isStorableDate, message);

/** A calendar date as ISO 8601 text (YYYY-MM-DD). */
export const calendarDate = (message?: string) => z.iso.date({ error: message }).refine(isStorableDate, message);

/** A stored timestamp: a Date on the server, ISO 8601 text on the wire. */
export const timestamp = (message?: string) =>
  z.codec(instant(message), z.date(), {
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
