/** @database none */
import { deadlineEnd, plannedSteps, stepDueNow, wallClockInstant } from './reminder-steps.js';

// Due times: 10:00 on the venue's clocks on the calendar day `deadline − days`, whatever the server's zone.
describe('reminder steps', () => {
  it('are due at 10:00 on the venue’s calendar, also across a change to summer time', () => {
    // Switzerland changes to summer time on 28 March 2027 (02:00 → 03:00).
    const steps = plannedSteps('2027-04-01', [3, 5], 'Europe/Zurich');
    expect(steps.map((s) => [s.key, s.dueDate, s.dueAt.toISOString()])).toEqual([
      ['2027-04-01:5', '2027-03-27', '2027-03-27T09:00:00.000Z'],
      ['2027-04-01:3', '2027-03-29', '2027-03-29T08:00:00.000Z'],
    ]);
  });

  it('across the change back to winter time and in another zone', () => {
    // Europe/Zurich back to CET on 31 October 2027; New York to EST on 7 November 2027.
    expect(plannedSteps('2027-11-02', [3, 1], 'Europe/Zurich').map((s) => s.dueAt.toISOString())).toEqual(['2027-10-30T08:00:00.000Z', '2027-11-01T09:00:00.000Z']);
    expect(plannedSteps('2027-11-08', [2, 1], 'America/New_York').map((s) => s.dueAt.toISOString())).toEqual(['2027-11-06T14:00:00.000Z', '2027-11-07T15:00:00.000Z']);
  });

  it('count calendar days across months and years', () => {
    expect(plannedSteps('2027-03-01', [1, 60], 'Europe/Zurich').map((s) => s.dueDate)).toEqual(['2026-12-31', '2027-02-28']);
  });

  it('end with the deadline’s day on the venue’s calendar', () => {
    expect(deadlineEnd('2027-03-27', 'Europe/Zurich').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(deadlineEnd('2027-03-28', 'Europe/Zurich').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(wallClockInstant('2027-06-07', 10, 'Asia/Tokyo').toISOString()).toBe('2027-06-07T01:00:00.000Z');
  });

  describe('the step due now', () => {
    const steps = plannedSteps('2027-06-20', [14, 3], 'Europe/Zurich');
    const end = deadlineEnd('2027-06-20', 'Europe/Zurich');
    const active = new Date('2027-05-01T00:00:00Z');
    const at = (iso: string) => stepDueNow(steps, new Date(iso), active, end)?.key;

    it('none before the first step’s time, then the latest step whose time has come', () => {
      expect(at('2027-06-06T07:59:59Z')).toBeUndefined();
      expect(at('2027-06-06T08:00:00Z')).toBe('2027-06-20:14');
      expect(at('2027-06-17T07:59:59Z')).toBe('2027-06-20:14');
      expect(at('2027-06-17T08:00:00Z')).toBe('2027-06-20:3');
    });

    it('a step missed while no server ran goes out until the deadline’s day has ended', () => {
      expect(at('2027-06-20T21:59:59Z')).toBe('2027-06-20:3');
      expect(at('2027-06-20T22:00:00Z')).toBeUndefined();
    });

    it('never a step whose time had passed when reminders were switched on, nor without switching on', () => {
      expect(stepDueNow(steps, new Date('2027-06-10T08:00:00Z'), new Date('2027-06-08T00:00:00Z'), end)).toBeUndefined();
      expect(stepDueNow(steps, new Date('2027-06-17T09:00:00Z'), new Date('2027-06-08T00:00:00Z'), end)?.key).toBe('2027-06-20:3');
      expect(stepDueNow(steps, new Date('2027-06-17T09:00:00Z'), null, end)).toBeUndefined();
    });
  });
});
