/** @database none */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSmsDate, formatSmsTime, nextEventFor, personalizeSms, smsPlaceholderValues, timeUntilInWords, type SmsEvent, type SmsGuest } from './sms-personalization.js';

const anna: SmsGuest = { first_name: 'Anna', last_name: 'Muster', guest_type: 'Apéro' };
const lukas: SmsGuest = { first_name: 'Lukas', last_name: 'Beispiel', guest_type: 'Inner Circle', side: 'Ehemann' };

const event = (title: string, iso: string, fields: Partial<SmsEvent> = {}): SmsEvent => ({
  title,
  time: new Date(iso),
  end_time: null,
  location: 'Schloss Wartensee',
  description: `${title} im Schlossgarten`,
  visible_to: ['admin', 'guest', 'organizer'],
  timeline_type: 'appero',
  ...fields,
});

// 7 June 2025 in Zurich is UTC+2.
const arrival = event('Ankunft', '2025-06-07T11:30:00Z');
const apero = event('Apéro', '2025-06-07T12:00:00Z');
const dinner = event('Abendessen', '2025-06-07T16:00:00Z', { timeline_type: 'inner_circle' });
const hidden = event('Aufbau', '2025-06-07T12:30:00Z', { visible_to: ['admin', 'organizer'] });
const crew = event('Technik', '2025-06-07T12:45:00Z', { timeline_type: 'organizer' });
const plan = [dinner, hidden, crew, apero, arrival];

describe('nextEventFor', () => {
  it('picks the earliest event of the guest day plan that starts at or after now', () => {
    expect(nextEventFor('Apéro', plan, new Date('2025-06-07T08:00:00Z'))).toBe(arrival);
    expect(nextEventFor('Apéro', plan, new Date('2025-06-07T11:30:00Z'))).toBe(arrival);
    expect(nextEventFor('Apéro', plan, new Date('2025-06-07T11:31:00Z'))).toBe(apero);
  });

  it('gives Apéro guests only Apéro events, Inner Circle guests the Inner Circle ones too, nobody hidden or crew events', () => {
    const afterApero = new Date('2025-06-07T12:01:00Z');
    expect(nextEventFor('Apéro', plan, afterApero)).toBeUndefined();
    expect(nextEventFor('Inner Circle', plan, afterApero)).toBe(dinner);
  });
});

/** The server's own hour at 2025-06-06T22:30Z, per server time zone. */
const SERVER_HOURS: Record<string, number> = { UTC: 22, 'America/Los_Angeles': 15, 'Asia/Tokyo': 7 };

describe('formatting in the venue time zone', () => {
  // A wrong (server-zone) formatter would write 22:30 on Friday here on a UTC server.
  const justAfterMidnight = new Date('2025-06-06T22:30:00Z');

  const expectZurich = () => {
    expect(formatSmsTime(justAfterMidnight)).toBe('00:30');
    expect(formatSmsDate(justAfterMidnight)).toBe('Samstag, 7. Juni 2025');
    expect(formatSmsTime(apero.time)).toBe('14:00');
    expect(formatSmsDate(apero.time)).toBe('Samstag, 7. Juni 2025');
    // Friday 00:30 to Monday 23:30 in Zurich: Saturday to Monday on the venue calendar.
    expect(timeUntilInWords(new Date('2025-06-09T21:30:00Z'), justAfterMidnight)).toBe('in 2 Tagen');
  };

  it('writes Zurich times and dates on this server', expectZurich);

  const childZone = process.env.SMS_SERVER_TZ_CHECK;
  if (childZone) {
    // Runs only in the child Jest started below, whose process really has that TZ.
    it('server clock check', () => {
      expect(justAfterMidnight.getHours()).toBe(SERVER_HOURS[childZone]);
      expectZurich();
    });
  } else {
    // Jest's process.env is a copy: setting TZ here would not move the clock, so a child process runs the check.
    it.each(['America/Los_Angeles', 'Asia/Tokyo'])('writes Zurich times and dates on a server in %s', (tz) => {
      const specFile = fileURLToPath(import.meta.url);
      const backendDir = path.resolve(path.dirname(specFile), '../../..');
      const jest = path.resolve(backendDir, '../node_modules/jest/bin/jest.js');
      const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, '--runInBand', specFile, '-t', 'server clock check'], {
        cwd: backendDir,
        env: { ...process.env, TZ: tz, SMS_SERVER_TZ_CHECK: tz },
        encoding: 'utf8',
      });
      expect(result.stderr).toMatch(/Tests: .*\b1 passed/);
      expect(result.status).toBe(0);
    });
  }

  it('uses another venue time zone when given', () => {
    expect(formatSmsTime(apero.time, 'Europe/London')).toBe('13:00');
    expect(formatSmsTime(apero.time, 'UTC')).toBe('12:00');
    expect(formatSmsDate(new Date('2025-06-06T22:30:00Z'), 'UTC')).toBe('Freitag, 6. Juni 2025');
  });

  it('writes the winter time in winter', () => {
    expect(formatSmsTime(new Date('2025-12-24T17:00:00Z'))).toBe('18:00');
    expect(formatSmsDate(new Date('2025-12-24T17:00:00Z'))).toBe('Mittwoch, 24. Dezember 2025');
  });
});

describe('timeUntilInWords', () => {
  const at = new Date('2025-06-07T12:00:00Z');
  const before = (ms: number) => new Date(at.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;

  it.each([
    [0, 'jetzt'],
    [29_000, 'jetzt'],
    [-10 * minute, 'jetzt'],
    [minute, 'in 1 Minute'],
    [45 * minute, 'in 45 Minuten'],
    [59 * minute + 20_000, 'in 59 Minuten'],
    [hour, 'in 1 Stunde'],
    [hour + minute, 'in 1 Stunde 1 Minute'],
    [2 * hour + 15 * minute, 'in 2 Stunden 15 Minuten'],
    [2 * hour + 15 * minute + 10_000, 'in 2 Stunden 15 Minuten'],
    [23 * hour + 59 * minute, 'in 23 Stunden 59 Minuten'],
    [24 * hour, 'in 1 Tag'],
    [3 * 24 * hour, 'in 3 Tagen'],
  ])('%d ms before the event says %s', (ms, words) => {
    expect(timeUntilInWords(at, before(ms))).toBe(words);
  });

  it('counts days on the venue calendar', () => {
    // Wednesday 20:00 in Zurich to Saturday 14:00: three calendar days, though under 72 hours.
    expect(timeUntilInWords(apero.time, new Date('2025-06-04T18:00:00Z'))).toBe('in 3 Tagen');
  });
});

describe('smsPlaceholderValues', () => {
  const now = new Date('2025-06-07T09:45:00Z');

  it('fills every placeholder from the guest and the event', () => {
    expect(smsPlaceholderValues(anna, apero, { now })).toEqual({
      vorname: 'Anna',
      nachname: 'Muster',
      name: 'Anna Muster',
      anrede: 'Hallo Anna',
      gasttyp: 'Apéro',
      event_titel: 'Apéro',
      event_zeit: '14:00',
      event_datum: 'Samstag, 7. Juni 2025',
      event_ort: 'Schloss Wartensee',
      zeit_bis_event: 'in 2 Stunden 15 Minuten',
      event_beschreibung: 'Apéro im Schlossgarten',
    });
  });

  it('leaves the event placeholders empty without an event and greets a guest without first name by name', () => {
    const values = smsPlaceholderValues({ first_name: ' ', last_name: 'Muster', guest_type: 'Inner Circle' }, undefined, { now });
    expect(values).toMatchObject({ anrede: 'Hallo Muster', name: 'Muster', gasttyp: 'Inner Circle', event_titel: '', event_zeit: '', event_datum: '', event_ort: '', zeit_bis_event: '', event_beschreibung: '' });
  });
});

describe('personalizeSms', () => {
  const template = '{anrede}! {event_titel} um {event_zeit} ({zeit_bis_event}), {event_ort}. {Gruss}';
  const now = new Date('2025-06-07T11:45:00Z');

  it('describes the guest next event for their guest type', () => {
    expect(personalizeSms(template, anna, plan, { now })).toEqual({
      text: 'Hallo Anna! Apéro um 14:00 (in 15 Minuten), Schloss Wartensee. {Gruss}',
      unknown: ['{Gruss}'],
      event: apero,
    });
    const later = new Date('2025-06-07T13:00:00Z');
    expect(personalizeSms(template, lukas, plan, { now: later }).text).toBe('Hallo Lukas! Abendessen um 18:00 (in 3 Stunden), Schloss Wartensee. {Gruss}');
    expect(personalizeSms(template, anna, plan, { now: later })).toMatchObject({ text: 'Hallo Anna!  um  (), . {Gruss}', event: undefined });
  });

  it('describes the given event for a reminder', () => {
    expect(personalizeSms(template, lukas, plan, { now, event: dinner })).toMatchObject({ text: 'Hallo Lukas! Abendessen um 18:00 (in 4 Stunden 15 Minuten), Schloss Wartensee. {Gruss}', event: dinner });
  });
});
