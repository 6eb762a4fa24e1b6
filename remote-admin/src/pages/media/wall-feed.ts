import type { MediaItemJson } from '@hochzeit/contracts';

const time = (item: MediaItemJson) => Date.parse(item.uploaded_at);

/** Newest upload first; equal times keep their order. */
export const newestFirst = (items: readonly MediaItemJson[]) => [...items].sort((a, b) => time(b) - time(a));

/** The wall's photos with what the server reported since the last look added (each photo once), newest first. */
export function mergeNewest(current: readonly MediaItemJson[], incoming: readonly MediaItemJson[]): MediaItemJson[] {
  const known = new Set(current.map((item) => item.id));
  const fresh = incoming.filter((item) => !known.has(item.id));
  return fresh.length ? newestFirst([...fresh, ...current]) : [...current];
}

/** The upload time of the newest photo, for `?since=`; undefined when there is none yet. */
export function newestUpload(items: readonly MediaItemJson[]): string | undefined {
  let newest: MediaItemJson | undefined;
  for (const item of items) if (!newest || time(item) > time(newest)) newest = item;
  return newest?.uploaded_at;
}

/** Same photos in the same order (a poll that brought nothing new changes nothing on screen). */
export const sameIds = (a: readonly MediaItemJson[] | null, b: readonly MediaItemJson[]) => a !== null && a.length === b.length && a.every((item, i) => item.id === b[i].id);

/** The photo `step` places after (or before) the one with `id`, going round; the first when `id` is not there. */
export function stepFrom(items: readonly MediaItemJson[], id: number | null, step: number): MediaItemJson | undefined {
  if (items.length === 0) return undefined;
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return items[0];
  return items[(((index + step) % items.length) + items.length) % items.length];
}
