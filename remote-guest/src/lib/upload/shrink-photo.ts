/**
 * 'Verkleinern und hochladen': a photo over the upload limit made smaller in the browser, only
 * when the guest asks for it. The result is a JPEG of at most SHRUNK_LONG_EDGE pixels on its long
 * side (smaller still until it fits), upright, with the original's capture time in its EXIF.
 */
import { readCaptureTime, withCaptureTime } from './capture-time';

/** Long side of a photo made smaller: more than any screen or print of the gallery shows. */
export const SHRUNK_LONG_EDGE = 4000;
const JPEG_QUALITY = 0.88;
/** Types the browser itself decodes (HEIC and animated GIF it cannot, or not without loss). */
const SHRINKABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const SHRINKABLE_NAMES = /\.(jpe?g|png|webp)$/i;

export const canShrink = (file: Pick<File, 'name' | 'type'>) => (file.type ? SHRINKABLE_TYPES.has(file.type.toLowerCase()) : SHRINKABLE_NAMES.test(file.name));

/** 'IMG_1234.PNG' → 'IMG_1234.jpg' (the smaller photo is always a JPEG). */
export const shrunkName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'Foto'}.jpg`;

/** A blob's bytes (FileReader: also where Blob has no arrayBuffer(), as in older Safari). */
export function readBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Nicht lesbar'));
    reader.readAsArrayBuffer(blob);
  });
}

function encode(bitmap: ImageBitmap, scale: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Kein Canvas'));
  // A transparent PNG gets a white background rather than JPEG's black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Kein JPEG'))), 'image/jpeg', JPEG_QUALITY));
}

/** The photo as a JPEG below `maxBytes`, keeping its capture time; rejects when the browser cannot read it. */
export async function shrinkPhoto(file: File, maxBytes: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let scale = Math.min(1, SHRUNK_LONG_EDGE / Math.max(bitmap.width, bitmap.height));
    let blob = await encode(bitmap, scale);
    // A little room for the EXIF block; each round a fifth smaller.
    for (let round = 0; blob.size > maxBytes - 4096 && round < 8; round++) {
      scale *= 0.8;
      blob = await encode(bitmap, scale);
    }
    let bytes = await readBytes(blob);
    if (bytes.length > maxBytes) throw new Error('Zu groß');
    const time = /jpe?g$/i.test(file.type || file.name) ? readCaptureTime(await readBytes(file.slice(0, 256 * 1024))) : null;
    if (time) bytes = withCaptureTime(bytes, time);
    return new File([bytes], shrunkName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
