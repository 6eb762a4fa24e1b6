/**
 * Removes metadata from JPEG, PNG and WebP files without decoding them: the picture's bytes stay
 * as they are (no second lossy compression, a few milliseconds for 12 megapixels), only the
 * containers' metadata blocks are dropped. Each function returns null for a file it cannot parse
 * with certainty; the caller then re-encodes the picture instead.
 *
 * Dropped: EXIF (GPS position, camera and lens serial numbers, owner name, capture time, the
 * embedded thumbnail), XMP, IPTC/Photoshop blocks, comments, maker notes, and anything after the
 * end of the picture (Multi-Picture/depth images, vendor trailers). Kept: what decoding needs
 * (tables, frames, scans) and the colour profile (ICC), so colours stay right.
 *
 * Orientation lives in EXIF, so these are only for pictures already upright (orientation 1 or none).
 */

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_COM = 0xfe;

function startsWith(data: Buffer, text: string): boolean {
  return data.length >= text.length && data.toString('latin1', 0, text.length) === text;
}

/** Application segments worth keeping: JFIF header, the ICC profile, Adobe's colour transform flag. */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === JPEG_COM) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return startsWith(payload, 'JFIF\0');
  if (marker === 0xe2) return startsWith(payload, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(payload, 'Adobe');
  return false;
}

export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== JPEG_SOI) return null;
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let pos = 2;
  while (pos < jpeg.length) {
    if (jpeg[pos] !== 0xff) return null;
    // A marker may be preceded by any number of fill bytes (0xFF).
    while (jpeg[pos] === 0xff) pos++;
    if (pos >= jpeg.length) return null;
    const markerAt = pos;
    const marker = jpeg[pos++];
    if (marker === JPEG_EOI) {
      parts.push(jpeg.subarray(markerAt - 1, markerAt + 1));
      return Buffer.concat(parts);
    }
    // Markers without a length: TEM and restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(jpeg.subarray(markerAt - 1, markerAt + 1));
      continue;
    }
    if (marker === 0x00 || pos + 2 > jpeg.length) return null;
    const end = pos + jpeg.readUInt16BE(pos);
    if (end < pos + 2 || end > jpeg.length) return null;
    if (keepJpegSegment(marker, jpeg.subarray(pos + 2, end))) parts.push(jpeg.subarray(markerAt - 1, end));
    pos = end;
    if (marker === JPEG_SOS) {
      // Entropy-coded data runs to the next marker; inside it 0xFF is followed by 0x00 (stuffing) or a restart marker.
      const start = pos;
      for (;;) {
        pos = jpeg.indexOf(0xff, pos);
        if (pos < 0 || pos + 1 >= jpeg.length) return null;
        const next = jpeg[pos + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
        else if (next === 0xff) pos += 1;
        else break;
      }
      parts.push(jpeg.subarray(start, pos));
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text, EXIF and time chunks: everything else (pixels, palette, colour, animation) stays. */
const PNG_DROPPED_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function stripPngMetadata(png: Buffer): Buffer | null {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const parts: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  while (pos + 12 <= png.length) {
    const end = pos + 12 + png.readUInt32BE(pos);
    if (end > png.length) return null;
    const type = png.toString('latin1', pos + 4, pos + 8);
    if (!PNG_DROPPED_CHUNKS.has(type)) parts.push(png.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return null;
}

/** VP8X feature flags that announce EXIF and XMP chunks. */
const WEBP_EXIF_FLAG = 0x08;
const WEBP_XMP_FLAG = 0x04;

export function stripWebpMetadata(webp: Buffer): Buffer | null {
  if (webp.length < 12 || webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = 8 + webp.readUInt32LE(4);
  if (riffEnd > webp.length) return null;
  const parts: Buffer[] = [];
  let pos = 12;
  while (pos + 8 <= riffEnd) {
    const type = webp.toString('latin1', pos, pos + 4);
    const size = webp.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (type === 'VP8X') {
      const chunk = Buffer.from(webp.subarray(pos, end));
      chunk[8] &= ~(WEBP_EXIF_FLAG | WEBP_XMP_FLAG);
      parts.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      parts.push(webp.subarray(pos, end));
    }
    pos = end;
  }
  if (pos !== riffEnd) return null;
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
