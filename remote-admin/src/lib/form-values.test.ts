import { emptyToNull, joinCommaList, splitCommaList, toIntegerOrNull } from './form-values';

describe('splitCommaList', () => {
  it('splits on commas, trims, and drops empty entries', () => {
    expect(splitCommaList('Nüsse, Gluten , ,Ei,')).toEqual(['Nüsse', 'Gluten', 'Ei']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList('  ,  ')).toEqual([]);
    expect(splitCommaList('Laktose')).toEqual(['Laktose']);
  });

  it('round-trips with joinCommaList', () => {
    expect(splitCommaList(joinCommaList(['Fisch', 'Milch']))).toEqual(['Fisch', 'Milch']);
    expect(joinCommaList(null)).toBe('');
  });
});

it('emptyToNull sends empty optional strings as null', () => {
  expect(emptyToNull('')).toBeNull();
  expect(emptyToNull('   ')).toBeNull();
  expect(emptyToNull(undefined)).toBeNull();
  expect(emptyToNull(' Anna ')).toBe('Anna');
});

it('toIntegerOrNull', () => {
  expect(toIntegerOrNull('')).toBeNull();
  expect(toIntegerOrNull('42')).toBe(42);
});
