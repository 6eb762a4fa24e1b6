import { allergenWarning, matchingAllergens, normalizeAllergen } from './allergens.js';

it('matches allergens regardless of case and surrounding or doubled whitespace', () => {
  expect(matchingAllergens([' gluten ', 'NÜSSE'], ['Gluten', 'Nüsse', 'Laktose'])).toEqual(['Gluten', 'Nüsse']);
  expect(matchingAllergens(['Schalen  Früchte'], [' Schalen Früchte '])).toEqual(['Schalen Früchte']);
  expect(normalizeAllergen('  ÄPFEL\t')).toBe('äpfel');
});

it('finds nothing without a shared allergen, for empty entries or an empty list', () => {
  expect(matchingAllergens(['Nüsse'], ['Gluten'])).toEqual([]);
  expect(matchingAllergens(['', '  '], ['', 'Gluten'])).toEqual([]);
  expect(matchingAllergens([], ['Gluten'])).toEqual([]);
  expect(matchingAllergens(['Gluten'], [])).toEqual([]);
  // A part of a word is no match: 'Ei' is not 'Eier'.
  expect(matchingAllergens(['Ei'], ['Eier'])).toEqual([]);
});

it('names each matching menu allergen once, as the menu spells it', () => {
  expect(matchingAllergens(['gluten'], ['Gluten', 'GLUTEN'])).toEqual(['Gluten']);
  expect(allergenWarning(['Gluten', 'Nüsse'])).toBe('Achtung: Das zugewiesene Menü enthält Gluten, Nüsse');
});
