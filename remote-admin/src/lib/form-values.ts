/** A stored list as the comma-separated text admins edit and read ("Nüsse, Gluten"). */
export function joinCommaList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ');
}
