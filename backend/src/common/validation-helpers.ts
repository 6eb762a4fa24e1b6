import { Transform } from 'class-transformer';

/** Trims strings and turns empty ones into null (spec: empty optional strings are sent as null). */
export const EmptyToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Trims each entry of a string list and drops empty ones. */
export const CleanStringList = () =>
  Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value));

/** Phone numbers: digits, spaces, + ( ) / . - */
export const PHONE_PATTERN = /^[+0-9 ()/.-]*$/;
