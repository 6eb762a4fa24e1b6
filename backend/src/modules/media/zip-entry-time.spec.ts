/** @database none */
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { VenueClockDate } from './zip-entry-time.js';

/** The DOS fields and the extended timestamp yazl writes for an entry of this time (read from the central directory). */
async function written(mtime: Date): Promise<{ fields: string; utcSeconds: number }> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('x'), 'a.jpg', { mtime, compress: false });
  zip.end();
  const bytes = await buffer(zip.outputStream);
  const entry = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  const [time, day] = [bytes.readUInt16LE(entry + 12), bytes.readUInt16LE(entry + 14)];
  const extra = entry + 46 + bytes.readUInt16LE(entry + 28);
  expect(bytes.readUInt16LE(extra)).toBe(0x5455);
  const two = (n: number) => String(n).padStart(2, '0');
  const fields = `${(day >> 9) + 1980}-${two((day >> 5) & 15)}-${two(day & 31)} ${two(time >> 11)}:${two((time >> 5) & 63)}:${two((time & 31) * 2)}`;
  return { fields, utcSeconds: bytes.readInt32LE(extra + 5) };
}

// Run under any TZ (the spec is also run with TZ=UTC and TZ=America/New_York): the result is the same.
it.each([
  ['2025-06-07T14:45:12Z', 'Europe/Zurich', '2025-06-07 16:45:12'],
  // The night the clocks go forward: 01:30 UTC is 03:30 summer time, one second before it 01:59:59 winter time.
  ['2025-03-30T01:30:00Z', 'Europe/Zurich', '2025-03-30 03:30:00'],
  ['2025-03-30T00:59:59Z', 'Europe/Zurich', '2025-03-30 01:59:58'],
  ['2025-01-01T02:00:00Z', 'America/Los_Angeles', '2024-12-31 18:00:00'],
  ['2025-06-07T23:30:00Z', 'Asia/Kolkata', '2025-06-08 05:00:00'],
])('%s in %s has the DOS fields %s and the instant in the extended timestamp', async (instant, zone, fields) => {
  const date = new VenueClockDate(new Date(instant), zone);
  expect(await written(date)).toEqual({ fields, utcSeconds: Date.parse(instant) / 1000 });
  expect(date.toISOString()).toBe(new Date(instant).toISOString());
});
