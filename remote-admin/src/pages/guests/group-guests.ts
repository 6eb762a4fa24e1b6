import type { AdminGuest, GuestGroup } from '@hochzeit/contracts';
import { germanCollator as collator } from '@hochzeit/contracts/german-order';

export const NO_GROUP = 'Keine';

/** Groups sorted by name with 'Keine' (no group) last; guests inside sorted by last name: the server's German order. */
export function groupGuests(guests: readonly AdminGuest[], groups: readonly Pick<GuestGroup, 'id' | 'name'>[]) {
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const byGroup = new Map<string, AdminGuest[]>();
  for (const guest of guests) {
    const name = (guest.group_id && names.get(guest.group_id)) || NO_GROUP;
    byGroup.set(name, [...(byGroup.get(name) ?? []), guest]);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => (a === NO_GROUP ? 1 : b === NO_GROUP ? -1 : collator.compare(a, b)))
    .map(([name, members]) => ({
      name,
      guests: members.sort((a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name)),
    }));
}
