import type { ServiceProvider } from '@hochzeit/contracts';
import { matchesSearch } from './provider-form';

const provider = { company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', category: 'Fotograf', email: 'info@lichtblick.example' } as ServiceProvider;

it('finds a provider by company, contact, category or e-mail, ignoring case', () => {
  expect(matchesSearch(provider, '')).toBe(true);
  expect(matchesSearch(provider, 'lichtBLICK')).toBe(true);
  expect(matchesSearch(provider, ' nina ')).toBe(true);
  expect(matchesSearch(provider, 'fotograf')).toBe(true);
  expect(matchesSearch(provider, 'catering')).toBe(false);
});
