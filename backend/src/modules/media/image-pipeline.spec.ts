/** @database none */
import sharp from 'sharp';
import { captureTime } from './image-pipeline.js';

/** The EXIF block of a small JPEG whose capture time is `wall` ('YYYY:MM:DD HH:MM:SS'), with or without an offset. */
async function exifOf(wall: string, offset?: string): Promise<Buffer | undefined> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: wall, ...(offset ? { OffsetTimeOriginal: offset } : {}) } })
    .toBuffer();
  return (await sharp(jpeg).metadata()).exif;
}

describe('captureTime', () => {
  it.each([
    ['summer time', '2025:06:07 18:02:00', '2025-06-07T16:02:00.000Z'],
    ['winter time', '2025:12:31 23:59:59', '2025-12-31T22:59:59.000Z'],
    ['the last minute before the clocks spring forward', '2025:03:30 01:59:00', '2025-03-30T00:59:00.000Z'],
    ['a time the clocks skipped (counted an hour later)', '2025:03:30 02:30:00', '2025-03-30T01:30:00.000Z'],
    ['the first minute after they sprang forward', '2025:03:30 03:00:00', '2025-03-30T01:00:00.000Z'],
    ['a time the clocks showed twice in autumn (the later one)', '2025:10:26 02:30:00', '2025-10-26T01:30:00.000Z'],
    ['the minute before the clocks fall back', '2025:10:26 01:59:00', '2025-10-25T23:59:00.000Z'],
  ])('reads a wall time without an offset on the venue’s clocks: %s', async (_, wall, instant) => {
    const taken = captureTime(await exifOf(wall));
    expect(taken?.toISOString()).toBe(instant);
    // A plain Date, so it is stored and sent as UTC ('…Z'), not with the zone's offset.
    expect(JSON.stringify(taken)).toBe(`"${instant}"`);
  });

  it('takes the offset the phone wrote when there is one', async () => {
    expect(captureTime(await exifOf('2025:06:07 16:45:12', '+02:00'))?.toISOString()).toBe('2025-06-07T14:45:12.000Z');
    expect(captureTime(await exifOf('2025:03:30 02:30:00', '-04:00'))?.toISOString()).toBe('2025-03-30T06:30:00.000Z');
  });

  it('knows no capture time without EXIF, with an unreadable one or before 1971', async () => {
    expect(captureTime(undefined)).toBeNull();
    expect(captureTime(Buffer.from('kein EXIF'))).toBeNull();
    expect(captureTime(await exifOf('1970:01:01 12:00:00'))).toBeNull();
  });
});
