/**
 * Which of a menu's allergens a guest has said they react to. Both lists are free text typed by
 * admins, so 'Gluten', ' gluten ' and 'GLUTEN' are one allergen: entries are compared after trimming,
 * collapsing inner whitespace and lower-casing (German rules, so 'Ä' meets 'ä'). Zod-free, so the
 * guest list and the guest form can use it without loading the schemas.
 */
export function normalizeAllergen(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

/** The menu's allergens (spelled as on the menu, each once) that appear among the guest's allergies. */
export function matchingAllergens(guestAllergies: readonly string[], menuAllergens: readonly string[]): string[] {
  const guest = new Set(guestAllergies.map(normalizeAllergen).filter((name) => name !== ''));
  const seen = new Set<string>();
  const matches: string[] = [];
  for (const allergen of menuAllergens) {
    const key = normalizeAllergen(allergen);
    if (key === '' || seen.has(key) || !guest.has(key)) continue;
    seen.add(key);
    matches.push(allergen.trim());
  }
  return matches;
}

/** The warning beside a guest whose menu contains something they are allergic to. */
export function allergenWarning(matches: readonly string[]): string {
  return `Achtung: Das zugewiesene Menü enthält ${matches.join(', ')}`;
}
