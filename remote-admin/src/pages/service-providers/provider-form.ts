import type { ServiceProvider } from '@hochzeit/contracts';

/** Search over company, contact, category and e-mail. */
export function matchesSearch(provider: ServiceProvider, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('de');
  if (!q) return true;
  return [provider.company_name, provider.contact_name, provider.category, provider.email].some((v) => v?.toLocaleLowerCase('de').includes(q));
}
