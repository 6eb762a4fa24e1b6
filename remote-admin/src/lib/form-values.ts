/** "Nüsse, Gluten , ,Ei" -> ["Nüsse", "Gluten", "Ei"] (spec core §5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function joinCommaList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ');
}

/** Empty optional strings are sent as null (spec core §5). */
export function emptyToNull(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A number field's text as an integer, or null when empty. */
export function toIntegerOrNull(text: string): number | null {
  return text.trim() === '' ? null : Math.trunc(Number(text));
}
