import sharp, { type Sharp, type WebpOptions } from 'sharp';

/**
 * WebP in several widths, for every image the portal shows (photos, the cover, the story's
 * images). Cross-cutting: event settings and the story use it without depending on the media module.
 */

/**
 * libvips keeps the results of its recent operations (up to 50 MB, 20 files, 100 operations) for
 * reuse; every photo here is read and made once, so the cache only held memory (issue 40, a small
 * server: docs/decisions/0015-first-paint-and-small-server.md). Process-wide, set once on load.
 */
sharp.cache(false);

/** Quality 80 with effort 2: about a quarter of the default effort's time, a few per cent larger files. */
export const WEBP_OPTIONS: WebpOptions = { quality: 80, effort: 2 };

/**
 * WebP at each of `widths` from one decode: resized once to the largest width (never enlarged),
 * the smaller ones made from those pixels. Shared by the photos and the event's cover photo.
 */
export async function webpSizes<W extends number>(input: Sharp, widths: readonly W[]): Promise<Map<W, Buffer>> {
  const largest = Math.max(...widths);
  const { data, info } = await input.resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes = await Promise.all(
    widths.map(async (width): Promise<[W, Buffer]> => {
      const image = sharp(data, raw);
      if (width < info.width) image.resize({ width });
      return [width, await image.webp(WEBP_OPTIONS).toBuffer()];
    }),
  );
  return new Map(sizes);
}
