/** A stored list as the comma-separated text admins edit and read ("Nüsse, Gluten"). */
export function joinCommaList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ');
}

/** Comma-separated text as a list: entries trimmed, empty ones dropped ("Nüsse, , Gluten" -> ["Nüsse", "Gluten"]). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
