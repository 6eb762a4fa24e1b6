import { joinCommaList } from './form-values';

it('shows a list as comma-separated text, and nothing for none', () => {
  expect(joinCommaList(['Nüsse', 'Gluten'])).toBe('Nüsse, Gluten');
  expect(joinCommaList([])).toBe('');
  expect(joinCommaList(null)).toBe('');
});
