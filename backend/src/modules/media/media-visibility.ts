/**
 * Who may see a medium, as one SQL condition so lists, single reads and image addresses all ask
 * the same question. A guest sees a medium that is not hidden and either is in no photo group,
 * or is in a photo group they belong to, or was uploaded by them.
 *
 * `alias` is the media table's alias in the query; the condition takes the guest's id twice as
 * positional parameters (`?`).
 */
export function visibleToGuestSql(alias: string): string {
  return `(${alias}.hidden = false and (
    ${alias}.uploader_guest_id = ?
    or not exists (select 1 from media_photo_group mg where mg.media_id = ${alias}.id)
    or exists (select 1 from media_photo_group mg join photo_group_guest pg on pg.group_id = mg.group_id where mg.media_id = ${alias}.id and pg.guest_id = ?)
  ))`;
}

/** The parameters `visibleToGuestSql` expects, in order. */
export const visibleToGuestParams = (guestId: number): [number, number] => [guestId, guestId];
