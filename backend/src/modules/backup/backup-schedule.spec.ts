/** @database none */
import { archivesToRemove, backupFileName, nextDailyRun } from './backup-schedule.js';

describe('the daily backup time', () => {
  it('is the next time the venue clock shows, today or tomorrow', () => {
    const after = new Date('2026-06-07T00:30:00.000Z'); // 02:30 in Zurich (summer time)
    expect(nextDailyRun('03:00', 'Europe/Zurich', after).toISOString()).toBe('2026-06-07T01:00:00.000Z');
    expect(nextDailyRun('02:00', 'Europe/Zurich', after).toISOString()).toBe('2026-06-08T00:00:00.000Z');
    // Exactly at the time: the next day's.
    expect(nextDailyRun('03:00', 'Europe/Zurich', new Date('2026-06-07T01:00:00.000Z')).toISOString()).toBe('2026-06-08T01:00:00.000Z');
  });

  it('keeps the wall clock across a change to winter time', () => {
    // 25 October 2026: clocks go back at 03:00 in Zurich; 04:00 is then UTC+1.
    expect(nextDailyRun('04:00', 'Europe/Zurich', new Date('2026-10-24T03:00:00.000Z')).toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('archive names', () => {
  it('are sortable by their UTC time and say how they were made', () => {
    expect(backupFileName(new Date('2026-11-28T17:30:05.123Z'), 'manuell')).toBe('sicherung-20261128-173005-manuell.tar');
  });

  it('only the oldest daily archives beyond the kept count are removed', () => {
    const names = [
      'sicherung-20261101-030000-automatisch.tar',
      'sicherung-20261103-030000-automatisch.tar',
      'sicherung-20261102-030000-automatisch.tar',
      'sicherung-20261101-120000-manuell.tar',
      'notizen.txt',
    ];
    expect(archivesToRemove(names, 2)).toEqual(['sicherung-20261101-030000-automatisch.tar']);
    expect(archivesToRemove(names, 5)).toEqual([]);
  });
});
