/** @database none */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PERSONAL_EXIF, redBlue } from '../../../test/media-seed.js';
import { stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './metadata-strip.js';

const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="47,28.5N"/></rdf:RDF></x:xmpmeta>';

describe('stripJpegMetadata', () => {
  it('drops EXIF, XMP, comments and trailing data, keeps the ICC profile and every pixel', async () => {
    const jpeg = await redBlue(200, 100).jpeg({ progressive: true }).withExif(PERSONAL_EXIF).withXmp(XMP).withIccProfile('p3').toBuffer();
    // A comment segment after SOI and a vendor trailer after the end of the picture.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0e]), Buffer.from('Erika Muster')]);
    const input = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from('SAMSUNG-TRAILER GPS 47.47N')]);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const stripped = stripJpegMetadata(input);
    expect(stripped).not.toBeNull();
    const metadata = await sharp(stripped!).metadata();
    expect([metadata.exif, metadata.xmp, metadata.comments]).toEqual([undefined, undefined, undefined]);
    expect(metadata.icc).toBeDefined();
    for (const secret of ['SN-4711', 'Erika', 'GPS', 'iPhone', 'TRAILER']) expect(stripped!.includes(secret)).toBe(false);
    expect(Buffer.compare(await pixels(stripped!), await pixels(jpeg))).toBe(0);
  });

  it('keeps the byte stuffing inside the scan', async () => {
    // Noise makes 0xFF bytes (stuffed as FF 00) in the entropy-coded data.
    const noisy = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 80 } } })
      .jpeg({ quality: 95 })
      .withExif(PERSONAL_EXIF)
      .toBuffer();
    const stripped = stripJpegMetadata(noisy);
    expect(stripped).not.toBeNull();
    expect(Buffer.compare(await pixels(stripped!), await pixels(noisy))).toBe(0);
  });

  it('gives up on what it cannot parse with certainty', () => {
    expect(stripJpegMetadata(Buffer.from('kein JPEG'))).toBeNull();
    // Cut off in the middle of the scan: no end marker.
    const cut = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0x56]);
    expect(stripJpegMetadata(cut)).toBeNull();
  });
});

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

describe('stripPngMetadata', () => {
  it('drops text, EXIF and time chunks and anything after the end, keeps the pixels', async () => {
    const png = await redBlue(40, 30).png().toBuffer();
    const ihdrEnd = 8 + 25;
    const input = Buffer.concat([
      png.subarray(0, ihdrEnd),
      chunk('tEXt', Buffer.from('Author\0Erika Muster')),
      chunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`)),
      chunk('tIME', Buffer.from([0x07, 0xe9, 6, 7, 16, 45, 12])),
      png.subarray(ihdrEnd),
      Buffer.from('GPS 47.47N'),
    ]);
    const stripped = stripPngMetadata(input);
    expect(stripped).not.toBeNull();
    expect(Buffer.compare(stripped!, png)).toBe(0);
    expect(stripPngMetadata(png.subarray(0, png.length - 12))).toBeNull();
  });
});

describe('stripWebpMetadata', () => {
  it('drops EXIF and XMP chunks and their flags, keeps the pixels', async () => {
    const webp = await redBlue(40, 30).webp({ lossless: true }).withExif(PERSONAL_EXIF).withXmp(XMP).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const stripped = stripWebpMetadata(webp);
    expect(stripped).not.toBeNull();
    const metadata = await sharp(stripped!).metadata();
    expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
    expect(stripped!.includes('SN-4711')).toBe(false);
    expect(stripped!.readUInt32LE(4)).toBe(stripped!.length - 8);
    expect(Buffer.compare(await pixels(stripped!), await pixels(webp))).toBe(0);
    expect(stripWebpMetadata(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});
