import { duration, groupByDay, timeRange, type PlanEvent } from './day-plan';

/** Arrival 13:30, aperitif 14:00–15:30, ceremony 15:30–16:30. */
const EVENTS: PlanEvent[] = [
  { id: 1, title: 'Ankunft der Gäste', time: '2025-06-07T13:30:00+02:00', end_time: null, description: '', location: '', event_color: '#013220', timeline_type: 'appero' },
  { id: 2, title: 'Apéro', time: '2025-06-07T14:00:00+02:00', end_time: '2025-06-07T15:30:00+02:00', description: '', location: '', event_color: '#013220', timeline_type: 'appero' },
  { id: 3, title: 'Trauung', time: '2025-06-07T15:30:00+02:00', end_time: '2025-06-07T16:30:00+02:00', description: '', location: '', event_color: '#013220', timeline_type: 'inner_circle' },
];


it('groups by German day name and sorts by time', () => {
  const groups = groupByDay([
    { ...EVENTS[2] },
    { ...EVENTS[0] },
    { ...EVENTS[1], id: 9, time: '2025-06-08T10:00:00+02:00', end_time: null, title: 'Brunch' },
  ]);
  expect(groups.map((g) => g.day)).toEqual(['Samstag, 7. Juni 2025', 'Sonntag, 8. Juni 2025']);
  expect(groups[0].events.map((e) => e.title)).toEqual(['Ankunft der Gäste', 'Trauung']);
});

it('shows time ranges and German durations', () => {
  expect(timeRange(EVENTS[1])).toBe('14:00 – 15:30 Uhr');
  expect(timeRange(EVENTS[0])).toBe('13:30 Uhr');
  expect(duration(EVENTS[1])).toBe('1 Stunde 30 Minuten');
  expect(duration(EVENTS[2])).toBe('1 Stunde');
  expect(duration(EVENTS[0])).toBeNull();
});
