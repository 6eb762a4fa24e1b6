/** German alphabetical order (Ä with A, case ignored), then by id, for lists of named records. */
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export const byName = <T extends { id: number; name: string }>(a: T, b: T): number => collator.compare(a.name, b.name) || a.id - b.id;
