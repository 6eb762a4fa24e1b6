/**
 * A photo's capture time (EXIF DateTimeOriginal, as the camera wrote it: wall time plus the
 * optional OffsetTimeOriginal) read from a JPEG, and written into another JPEG as a minimal EXIF
 * block. A photo made smaller in the browser keeps the time it was taken: the canvas writes no
 * metadata, the server reads the capture time from the EXIF (image-pipeline.ts, captureTime).
 */

export interface CaptureTime {
  /** 'YYYY:MM:DD HH:MM:SS', EXIF's own format. */
  wall: string;
  /** '+02:00' when the camera recorded its zone. */
  offset: string | null;
}

const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME = 0x0132;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;
const LONG = 4;
const WALL_TIME = /^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/** The TIFF block of the first EXIF APP1 segment of a JPEG; null when there is none. */
function exifTiff(bytes: Uint8Array): DataView | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start of scan or end of image: no metadata after this.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const start = at + 4;
    if (marker === 0xe1 && length >= 8 && String.fromCharCode(...bytes.subarray(start, start + 6)) === 'Exif\0\0') {
      return new DataView(bytes.buffer, bytes.byteOffset + start + 6, Math.min(length - 8, bytes.length - start - 6));
    }
    at += 2 + length;
  }
  return null;
}

/** The ASCII values of the wanted tags of one IFD, and where the EXIF IFD starts. */
function readIfd(tiff: DataView, offset: number, little: boolean, wanted: number[]): { values: Map<number, string>; exifIfd: number | null } {
  const values = new Map<number, string>();
  let exifIfd: number | null = null;
  if (offset + 2 > tiff.byteLength) return { values, exifIfd };
  const count = tiff.getUint16(offset, little);
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) break;
    const tag = tiff.getUint16(entry, little);
    const type = tiff.getUint16(entry + 2, little);
    const n = tiff.getUint32(entry + 4, little);
    if (tag === TAG_EXIF_IFD && type === LONG) exifIfd = tiff.getUint32(entry + 8, little);
    if (type !== ASCII || !wanted.includes(tag)) continue;
    const at = n <= 4 ? entry + 8 : tiff.getUint32(entry + 8, little);
    if (at + n > tiff.byteLength) continue;
    let text = '';
    for (let k = 0; k < n; k++) {
      const c = tiff.getUint8(at + k);
      if (c === 0) break;
      text += String.fromCharCode(c);
    }
    values.set(tag, text.trim());
  }
  return { values, exifIfd };
}

/** DateTimeOriginal (else DateTimeDigitized, else DateTime) of a JPEG; null when it has none. */
export function readCaptureTime(bytes: Uint8Array): CaptureTime | null {
  const tiff = exifTiff(bytes);
  if (!tiff || tiff.byteLength < 8) return null;
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const ifd0 = readIfd(tiff, tiff.getUint32(4, little), little, [TAG_DATE_TIME]);
  const exif = ifd0.exifIfd === null ? null : readIfd(tiff, ifd0.exifIfd, little, [TAG_DATE_TIME_ORIGINAL, TAG_DATE_TIME_DIGITIZED, TAG_OFFSET_TIME_ORIGINAL]);
  const wall = [exif?.values.get(TAG_DATE_TIME_ORIGINAL), exif?.values.get(TAG_DATE_TIME_DIGITIZED), ifd0.values.get(TAG_DATE_TIME)].find(
    (value) => value !== undefined && WALL_TIME.test(value) && !value.startsWith('0000'),
  );
  if (!wall) return null;
  const offset = exif?.values.get(TAG_OFFSET_TIME_ORIGINAL) ?? '';
  return { wall, offset: OFFSET.test(offset) ? offset : null };
}

/** An APP1 segment with EXIF holding only DateTimeOriginal (and OffsetTimeOriginal). */
export function captureTimeSegment(time: CaptureTime): Uint8Array {
  const entries: Array<{ tag: number; text: string }> = [{ tag: TAG_DATE_TIME_ORIGINAL, text: time.wall }];
  if (time.offset) entries.push({ tag: TAG_OFFSET_TIME_ORIGINAL, text: time.offset });
  const exifIfdAt = 8 + 2 + 12 + 4;
  let dataAt = exifIfdAt + 2 + entries.length * 12 + 4;
  const data: Array<{ at: number; bytes: number[] }> = [];
  const size = dataAt + entries.reduce((sum, e) => sum + ((e.text.length + 1 + 1) & ~1), 0);
  const tiff = new DataView(new ArrayBuffer(size));
  // Big-endian TIFF header, IFD0 at 8 with only the pointer to the EXIF IFD.
  tiff.setUint16(0, 0x4d4d);
  tiff.setUint16(2, 42);
  tiff.setUint32(4, 8);
  tiff.setUint16(8, 1);
  tiff.setUint16(10, TAG_EXIF_IFD);
  tiff.setUint16(12, LONG);
  tiff.setUint32(14, 1);
  tiff.setUint32(18, exifIfdAt);
  tiff.setUint32(22, 0);
  tiff.setUint16(exifIfdAt, entries.length);
  entries.forEach(({ tag, text }, i) => {
    const entry = exifIfdAt + 2 + i * 12;
    const bytes = [...text].map((c) => c.charCodeAt(0) & 0x7f).concat(0);
    tiff.setUint16(entry, tag);
    tiff.setUint16(entry + 2, ASCII);
    tiff.setUint32(entry + 4, bytes.length);
    tiff.setUint32(entry + 8, dataAt);
    data.push({ at: dataAt, bytes });
    dataAt += (bytes.length + 1) & ~1;
  });
  tiff.setUint32(exifIfdAt + 2 + entries.length * 12, 0);
  for (const { at, bytes } of data) bytes.forEach((b, k) => tiff.setUint8(at + k, b));

  const segment = new Uint8Array(4 + 6 + size);
  segment.set([0xff, 0xe1, ((segment.length - 2) >> 8) & 0xff, (segment.length - 2) & 0xff]);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  segment.set(new Uint8Array(tiff.buffer), 10);
  return segment;
}

/**
 * The JPEG with the capture time as its EXIF, placed right after the start of the image (a JFIF
 * APP0 block that a canvas writes there is dropped: an EXIF JPEG starts with its APP1).
 */
export function withCaptureTime(jpeg: Uint8Array<ArrayBuffer>, time: CaptureTime): Uint8Array<ArrayBuffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  let rest = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) rest = 4 + ((jpeg[4] << 8) | jpeg[5]);
  const segment = captureTimeSegment(time);
  const out = new Uint8Array(2 + segment.length + jpeg.length - rest);
  out.set([0xff, 0xd8]);
  out.set(segment, 2);
  out.set(jpeg.subarray(rest), 2 + segment.length);
  return out;
}
