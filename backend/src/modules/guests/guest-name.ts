/** 'Anna Meier': first and last name, trimmed, without a stray space when one is empty. */
export function fullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ');
}
