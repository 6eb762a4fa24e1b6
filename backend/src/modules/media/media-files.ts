import { IMAGE_WIDTHS, type ImageWidth } from '@hochzeit/contracts/media-constants';

/** Where the originals of photos are stored (`media/<random>.<ext>`). */
export const MEDIA_STORAGE_AREA = 'media';

/** A derivative lives beside its original: `<storage_key>.<width>.webp`. */
export const derivativeKey = (storageKey: string, width: ImageWidth): string => `${storageKey}.${width}.webp`;

/** Every file a medium may have in storage: the original and each derivative (deleted together). */
export const mediaFileKeys = (storageKey: string): string[] => [storageKey, ...IMAGE_WIDTHS.map((width) => derivativeKey(storageKey, width))];
