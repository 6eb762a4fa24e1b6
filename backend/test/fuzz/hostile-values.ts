import { z } from 'zod';
import { MAX_JSON_DEPTH } from '@hochzeit/contracts';

/**
 * What the fuzz suite puts into requests: hostile values for every field (by the type of the
 * field's value in a valid sample body) and hostile whole bodies, and the helpers that place a
 * value at any depth of a body.
 */

const nested = (depth: number): unknown => (depth === 0 ? 'tief' : [nested(depth - 1)]);

type Hostile = Array<[label: string, value: unknown]>;

/** Put in place of every field's value, whatever its type. */
const FOR_EVERY_FIELD: Hostile = [
  ['Objekt', { a: 1 }],
  ['gemischte Liste', ['x', 1, null]],
  ['null', null],
  ['NUL im Text', 'Anna\u0000Berta'],
  ['einzelnes hohes Ersatzzeichen', 'Anna\ud800'],
  ['riesiger Text', 'x'.repeat(60_000)],
  ['verschachtelt', nested(8)],
  ['zu tief verschachtelt', nested(MAX_JSON_DEPTH + 5)],
];
/** The plain types a field's value does not have. */
const WRONG_TYPES: Record<string, Hostile> = {
  string: [['Zahl', 12345], ['wahr', true]],
  number: [['Text', 'irgendwas'], ['wahr', true]],
  boolean: [['Text', 'irgendwas'], ['Zahl', 12345], ['wahr als Text', 'true']],
  object: [['Text', 'irgendwas'], ['Zahl', 12345], ['wahr', true]],
};
/** Besides, by the type of the field's value in the sample. */
const FOR_NUMBERS: Hostile = [
  ['negative Zahl', -1],
  ['Bruch', 1.5],
  ['riesige Zahl', 1e308],
  ['über dem Zahlenbereich einer ID', 2 ** 31],
  ['über dem sicheren Zahlenbereich', 2 ** 53 + 2],
  ['ID in Hex', '0x10'],
  ['ID mit Leerzeichen', ' 1'],
  ['ID mit Exponent', '1e3'],
  ['leerer Text', ''],
];
const FOR_TEXTS: Hostile = [
  ['leerer Text', ''],
  ['nur NUL', '\u0000'],
  ['einzelnes tiefes Ersatzzeichen', '\udc00Berta'],
  ['verkehrtes Ersatzzeichenpaar', '\udc00\ud83d'],
];
const FOR_DATES: Hostile = [
  ['ISO-Woche', '2025-W23-6'],
  ['ISO-Woche mit Zeit', '2025-W23-6T14:00:00Z'],
  ['ISO-Ordinaldatum', '2025-158'],
  ['Jahr 0', '0000-01-01T00:00:00Z'],
  ['Jahr 0 als Datum', '0000-01-01'],
  ['erweitertes Jahr', '+275760-09-13T00:00:00Z'],
  ['31. Februar', '2025-02-31'],
  ['Stunde 24', '2025-06-07T24:00:00Z'],
];
const FOR_LISTS: Hostile = [
  ['leere Liste', []],
  ['NUL in einer Liste', ['\u0000']],
  ['Ersatzzeichen in einem Objekt in einer Liste', [{ text: '\ud800' }]],
];

export function hostileValues(sampleValue: unknown): Hostile {
  const kind = Array.isArray(sampleValue) || sampleValue === null ? 'object' : typeof sampleValue;
  const values = [...FOR_EVERY_FIELD, ...(WRONG_TYPES[kind] ?? [])];
  if (typeof sampleValue === 'number') values.push(...FOR_NUMBERS);
  if (typeof sampleValue === 'string') values.push(...FOR_TEXTS, ...(/^\d{4}-\d\d-\d\d/.test(sampleValue) ? FOR_DATES : []));
  if (Array.isArray(sampleValue)) values.push(...FOR_LISTS);
  return values;
}

export const valueAt = (body: unknown, path: PropertyKey[]): unknown => path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], body);

/** Paths to every value of a sample body (into every object and list). */
export function valuePaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => valuePaths(item, [...path, index]))];
  if (value !== null && typeof value === 'object') return [...(path.length ? [path] : []), ...Object.entries(value).flatMap(([key, item]) => valuePaths(item, [...path, key]))];
  return [path];
}

export function withValueAt(body: unknown, path: PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<PropertyKey, unknown>;
  copy[head] = withValueAt((body as Record<PropertyKey, unknown>)[head], rest, value);
  return copy;
}

/** Top-level fields the schema knows but the sample leaves out (optional ones). */
export function schemaFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/**
 * Whole bodies that are not what any route takes. `parser`: refused before any handler, so also on
 * routes without a body; the others are refused by the contract of a route's body.
 */
export const HOSTILE_BODIES: Array<{ label: string; text: (sample: Record<string, unknown>) => string; status: number; parser: boolean }> = [
  { label: '__proto__ als Schlüssel', text: (sample) => `{"__proto__":{"polluted":"ja"},${JSON.stringify(sample).slice(1)}`, status: 400, parser: true },
  { label: '__proto__ maskiert und tief', text: (sample) => `{"x":{"y":{"\\u005f_proto__":{"polluted":"ja"}}},${JSON.stringify(sample).slice(1)}`, status: 400, parser: true },
  { label: 'constructor.prototype', text: (sample) => `{"constructor":{"prototype":{"polluted":"ja"}},${JSON.stringify(sample).slice(1)}`, status: 400, parser: true },
  { label: "'[' × 5000", text: () => '['.repeat(5000), status: 400, parser: true },
  { label: 'tief geschachtelt, geschlossen', text: () => '['.repeat(5000) + ']'.repeat(5000), status: 400, parser: true },
  { label: 'kein JSON', text: () => '{"title": ', status: 400, parser: true },
  { label: 'Text statt Objekt', text: () => '"Hallo"', status: 400, parser: true },
  { label: 'Zahl statt Objekt', text: () => '42', status: 400, parser: true },
  { label: 'null statt Objekt', text: () => 'null', status: 400, parser: true },
  { label: 'über der Größengrenze', text: (sample) => JSON.stringify({ ...sample, polster: 'x'.repeat(3 * 1024 * 1024) }), status: 413, parser: true },
  { label: 'Liste statt Objekt', text: () => '[]', status: 400, parser: false },
  { label: 'NUL in einem Schlüssel', text: (sample) => `{"na\\u0000me":"x",${JSON.stringify(sample).slice(1)}`, status: 400, parser: false },
  { label: 'Ersatzzeichen in einem Schlüssel', text: (sample) => `{"na\\ud800me":"x",${JSON.stringify(sample).slice(1)}`, status: 400, parser: false },
];
