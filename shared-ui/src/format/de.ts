/** German formatting through Intl (de-DE), used everywhere a date or number is shown. */
const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: Date | string | number) => dateFormat.format(toDate(value));
export const formatLongDate = (value: Date | string | number) => longDateFormat.format(toDate(value));
export const formatTime = (value: Date | string | number) => timeFormat.format(toDate(value));
export const formatDateTime = (value: Date | string | number) => dateTimeFormat.format(toDate(value));
/** Amounts in the settings' currency ('CHF 2’400.00', '2.400,00 €'): one formatter for backend and frontends. */
export { CURRENCY_SIGNS, formatMoney } from '@hochzeit/contracts/money';

/** "1 Stunde 30 Minuten", "45 Minuten", "2 Stunden". */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = Math.round(totalMinutes % 60);
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`);
  if (minutes || !hours) parts.push(`${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`);
  return parts.join(' ');
}
