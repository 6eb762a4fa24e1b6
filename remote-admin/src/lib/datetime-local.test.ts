import { fromLocalInput, toLocalInput } from './datetime-local';

it('converts stored instants to datetime-local values and back (Europe/Zurich)', () => {
  expect(toLocalInput('2025-06-07T13:30:00.000Z')).toBe('2025-06-07T15:30');
  expect(fromLocalInput('2025-06-07T15:30')).toBe('2025-06-07T13:30:00.000Z');
});

it('shows nothing for a missing or unreadable instant', () => {
  expect(toLocalInput(null)).toBe('');
  expect(toLocalInput('')).toBe('');
  expect(toLocalInput('morgen')).toBe('');
});
