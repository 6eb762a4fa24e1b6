import { jest } from '@jest/globals';
import { OFFLINE_STAND_HEADER } from '@hochzeit/contracts/offline';
import { clearOfflineStands, noteReply, offlineStandOf, onOfflineStandChange } from './offline-stand';

const stored = (at: string) => new Headers({ [OFFLINE_STAND_HEADER]: at });
const live = () => new Headers();

afterEach(clearOfflineStands);

it('names the oldest stored reply among the addresses asked about; a reply from the server takes its mark away', () => {
  const changes = jest.fn();
  const stop = onOfflineStandChange(changes);
  noteReply('https://h.example/api/guest/dashboard', stored('2025-06-07T10:00:00.000Z'));
  noteReply('https://h.example/api/guest/group', stored('2025-06-07T09:00:00.000Z'));
  noteReply('https://h.example/api/timeline/guest', live());
  expect(offlineStandOf(['/api/guest/dashboard', '/api/guest/group'])).toBe('2025-06-07T09:00:00.000Z');
  expect(offlineStandOf(['/api/timeline/guest'])).toBeNull();
  expect(changes).toHaveBeenCalledTimes(2);

  noteReply('https://h.example/api/guest/group', live());
  expect(offlineStandOf(['/api/guest/dashboard', '/api/guest/group'])).toBe('2025-06-07T10:00:00.000Z');
  stop();
});

it('keeps addresses with a query apart and forgets everything at sign-out', () => {
  noteReply('https://h.example/api/media/gallery?offset=0', stored('2025-06-07T10:00:00.000Z'));
  expect(offlineStandOf(['/api/media/gallery'])).toBeNull();
  expect(offlineStandOf(['/api/media/gallery?offset=0'])).toBe('2025-06-07T10:00:00.000Z');
  clearOfflineStands();
  expect(offlineStandOf(['/api/media/gallery?offset=0'])).toBeNull();
});
