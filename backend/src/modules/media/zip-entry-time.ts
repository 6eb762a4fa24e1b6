/**
 * The time a ZIP entry is dated with. A ZIP keeps it twice: in the DOS fields of every entry
 * (date and time on some wall clock, no zone: unpacking tools take them as their own local time)
 * and in the extended timestamp (0x5455, seconds since 1970 in UTC, for readers that convert it
 * to the viewer's zone). The DOS fields are written on the venue's clocks, so a photo taken at
 * 16:45 at the wedding reads 16:45 wherever the server runs. (yazl writes the extended timestamp
 * in the central directory only; Info-ZIP's unzip looks for it in the local headers and so
 * takes the DOS fields.)
 *
 * yazl computes the DOS fields from the local getters of the `mtime` it is given (getFullYear …
 * getSeconds, in the process's time zone) and the extended timestamp from getTime(). This Date
 * keeps the true instant and answers the local getters on the venue's clocks, which separates the
 * two without touching yazl's internals.
 */
export class VenueClockDate extends Date {
  private readonly wallClock: { year: number; month: number; day: number; hour: number; minute: number; second: number };

  constructor(instant: Date, timeZone: string) {
    super(instant.getTime());
    const parts = wallClockFormat(timeZone).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    this.wallClock = { year: part('year'), month: part('month') - 1, day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
  }

  override getFullYear(): number {
    return this.wallClock.year;
  }

  override getMonth(): number {
    return this.wallClock.month;
  }

  override getDate(): number {
    return this.wallClock.day;
  }

  override getHours(): number {
    return this.wallClock.hour;
  }

  override getMinutes(): number {
    return this.wallClock.minute;
  }

  override getSeconds(): number {
    return this.wallClock.second;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const numeric = 'numeric';
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric, hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}
