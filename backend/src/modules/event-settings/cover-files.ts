import path from 'node:path';
import { COVER_WIDTHS, type CoverWidth } from '@hochzeit/contracts';

/** Where cover photos live: `event-cover/<random>.<ext>`, each size beside it as `<key>.<width>.webp`. */
export const COVER_STORAGE_AREA = 'event-cover';

export const coverSizeKey = (key: string, width: CoverWidth) => `${key}.${width}.webp`;

/** The random part of a cover's key: it names the photo in its public addresses. */
export const coverId = (key: string) => path.posix.basename(key, path.posix.extname(key));

/** Addresses change with every new photo (a new random key), so they can be cached forever. */
export const coverUrl = (key: string, width: CoverWidth) => `/api/event-settings/cover/${coverId(key)}/${width}.webp`;

/** Every file of a cover in storage. */
export const coverFileKeys = (key: string) => [key, ...COVER_WIDTHS.map((width) => coverSizeKey(key, width))];
