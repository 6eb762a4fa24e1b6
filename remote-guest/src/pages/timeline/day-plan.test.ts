import { DEMO_EVENTS, duration, groupByDay, timeRange } from './day-plan';


it('groups by German day name and sorts by time', () => {
  const groups = groupByDay([
    { ...DEMO_EVENTS[2] },
    { ...DEMO_EVENTS[0] },
    { ...DEMO_EVENTS[1], id: 9, time: '2025-06-08T10:00:00+02:00', end_time: null, title: 'Brunch' },
  ]);
  expect(groups.map((g) => g.day)).toEqual(['Samstag, 7. Juni 2025', 'Sonntag, 8. Juni 2025']);
  expect(groups[0].events.map((e) => e.title)).toEqual(['Ankunft der Gäste', 'Trauung']);
});

it('shows time ranges and German durations', () => {
  expect(timeRange(DEMO_EVENTS[1])).toBe('14:00 – 15:30 Uhr');
  expect(timeRange(DEMO_EVENTS[0])).toBe('13:30 Uhr');
  expect(duration(DEMO_EVENTS[1])).toBe('1 Stunde 30 Minuten');
  expect(duration(DEMO_EVENTS[2])).toBe('1 Stunde');
  expect(duration(DEMO_EVENTS[0])).toBeNull();
});
