import { z } from 'zod';

/**
 * German wording for zod's own checks. A schema's explicit message always wins; these phrases
 * describe the field and are shown after its name ("first_name ist zu lang").
 */
const PHRASES = {
  text: 'muss ein Text sein',
  integer: 'muss eine ganze Zahl sein',
  number: 'muss eine Zahl sein',
  boolean: 'muss wahr oder falsch sein',
  list: 'muss eine Liste sein',
  object: 'muss ein Objekt sein',
  date: 'muss ein Datum sein',
  missing: 'fehlt',
  invalidValue: 'hat einen ungültigen Wert',
  tooSmall: 'ist zu klein',
  tooBig: 'ist zu groß',
  tooShort: 'ist zu kurz',
  tooLong: 'ist zu lang',
  tooMany: 'hat zu viele Einträge',
  tooFew: 'hat zu wenige Einträge',
  format: 'hat ein ungültiges Format',
  email: 'ist keine gültige E-Mail-Adresse',
  url: 'muss eine gültige URL sein',
  unknownKey: 'ist nicht erlaubt',
  invalid: 'ist ungültig',
} as const;

const FIELD_PHRASES: ReadonlySet<string> = new Set(Object.values(PHRASES));

function expectedPhrase(expected: string, input: unknown): string {
  if (input === undefined) return PHRASES.missing;
  switch (expected) {
    case 'string':
      return PHRASES.text;
    case 'int':
      return PHRASES.integer;
    case 'number':
      return PHRASES.number;
    case 'boolean':
      return PHRASES.boolean;
    case 'array':
      return PHRASES.list;
    case 'object':
      return PHRASES.object;
    case 'date':
      return PHRASES.date;
    default:
      return PHRASES.invalid;
  }
}

/** zod's error map in German (installed with `useGermanErrors`). */
function germanIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return expectedPhrase(issue.expected, issue.input);
    case 'too_small':
      return issue.origin === 'string' ? PHRASES.tooShort : issue.origin === 'array' ? PHRASES.tooFew : PHRASES.tooSmall;
    case 'too_big':
      return issue.origin === 'string' ? PHRASES.tooLong : issue.origin === 'array' ? PHRASES.tooMany : PHRASES.tooBig;
    case 'invalid_format':
      if (issue.format === 'email') return PHRASES.email;
      if (issue.format === 'url') return PHRASES.url;
      if (issue.format === 'date' || issue.format === 'datetime') return PHRASES.date;
      return PHRASES.format;
    case 'invalid_value':
    case 'invalid_union':
      return PHRASES.invalidValue;
    case 'unrecognized_keys':
      return PHRASES.unknownKey;
    default:
      return PHRASES.invalid;
  }
}

/** Makes every zod schema in this process answer in German. Call once at start (backend, admin forms). */
export function useGermanErrors(): void {
  z.config({ customError: germanIssueMessage });
}

/** Path segments as a field name: list positions are left out ("allergens", "description.Gang1"). */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.filter((segment) => typeof segment === 'string').join('.');
}

/** One issue as a sentence: zod's own phrases get the field's name in front, a schema's own message stands alone. */
export function issueText(issue: Pick<z.core.$ZodIssue, 'message' | 'path'>): string {
  const field = fieldName(issue.path);
  return FIELD_PHRASES.has(issue.message) && field ? `${field} ${issue.message}` : issue.message;
}

/** All issues of a failed parse as one German message, each sentence once. */
export function validationMessage(error: z.ZodError): string {
  return [...new Set(error.issues.map(issueText))].join('; ');
}
