import type { PhotoGroup } from '@hochzeit/contracts';

/** The guests chosen for each photo group while editing, by group id; groups not edited have no entry. */
export type GuestDrafts = Readonly<Record<number, readonly number[]>>;

const sameMembers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The guests shown as chosen for a group: the draft if there is one, else the stored members. */
export const chosenGuests = (group: PhotoGroup, drafts: GuestDrafts): readonly number[] => drafts[group.id] ?? group.guest_ids;

/** Ticks or unticks a guest in a group's draft. */
export function toggleGuest(drafts: GuestDrafts, group: PhotoGroup, guestId: number): GuestDrafts {
  const chosen = chosenGuests(group, drafts);
  const next = chosen.includes(guestId) ? chosen.filter((id) => id !== guestId) : [...chosen, guestId];
  return { ...drafts, [group.id]: next };
}

/** A group is changed (pending) when its draft differs from the stored members. */
export const isChanged = (group: PhotoGroup, drafts: GuestDrafts) => group.id in drafts && !sameMembers(drafts[group.id], group.guest_ids);

export const changedGroups = (groups: readonly PhotoGroup[], drafts: GuestDrafts) => groups.filter((group) => isChanged(group, drafts));

/** What to send so that the server's members become the wanted ones. */
export function guestChanges(server: readonly number[], wanted: readonly number[]) {
  return { added: wanted.filter((id) => !server.includes(id)), removed: server.filter((id) => !wanted.includes(id)) };
}

/** The drafts without the given groups' entries (after saving them, or when a group is gone). */
export function withoutDrafts(drafts: GuestDrafts, groupIds: readonly number[]): GuestDrafts {
  return Object.fromEntries(Object.entries(drafts).filter(([id]) => !groupIds.includes(Number(id))));
}
