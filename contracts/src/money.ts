import type { Currency } from './event-settings.js';

/**
 * Amounts as the wedding's currency writes them: Swiss francs the Swiss way ('CHF 2’400.50'),
 * euros the German way ('2.400,50 €'). One helper for backend and frontends, with its own entry
 * point (`@hochzeit/contracts/money`) so a page that shows amounts loads no schemas.
 */
const LOCALE_OF: Record<Currency, string> = { CHF: 'de-CH', EUR: 'de-DE' };
/** How a label names the currency: 'Preis (CHF)', 'Preis (€)'. */
export const CURRENCY_SIGNS: Record<Currency, string> = { CHF: 'CHF', EUR: '€' };
const formats = new Map<Currency, Intl.NumberFormat>();

/** An amount (a number or exact decimal text such as "2400.50") in the settings' currency. */
export function formatMoney(amount: number | string, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[currency], { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(Number(amount));
}
