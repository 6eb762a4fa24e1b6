// A photo-like test JPEG for the media benchmark: smooth colour areas (a small random picture
// enlarged) with fine grain on top, so it compresses like a phone photo (about 3.7 MB at
// 12 megapixels, quality 90) and its 300 px thumbnail has the size of a real one (about 20 KB).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export async function photoLikeJpeg({ width = 4000, height = 3000, quality = 90, orientation, exif } = {}) {
  const detail = 60;
  const pixels = await sharp(randomBytes(detail * Math.round(detail * 0.75) * 3), { raw: { width: detail, height: Math.round(detail * 0.75), channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i] + ((grain[i] & 31) - 16);
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  if (orientation) image = image.withMetadata({ orientation });
  if (exif) image = image.withExif(exif);
  return image.toBuffer();
}
