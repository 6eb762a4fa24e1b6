const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of <input type="datetime-local"> in the browser's time zone ('' if none or invalid). */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as an ISO instant for the API. */
export function fromLocalInput(local: string): string {
  return new Date(local).toISOString();
}
