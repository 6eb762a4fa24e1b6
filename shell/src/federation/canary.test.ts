import { BROWSER_ID_STORAGE_KEY, REMOTE_ASSIGNMENT_STORAGE_KEY, canaryBucket, type RemotesDocument } from '@hochzeit/contracts/remote-runtime';
import { browserId, takesCanary } from './canary';
import { releasesFor } from './remote-registry';

const release = (version: string) => ({ version, manifest: `/remotes/guest/${version}/mf-manifest.json`, integrity: { 'remoteEntry.js': `sha384-${version}` } });
const withCanary = (percent: number, live = '1.4.0'): RemotesDocument => ({
  guest: release(live).manifest,
  versions: { guest: { ...release(live), fallbacks: [release('1.3.0')], canary: { ...release('1.5.0'), percent } } },
});
/** An id whose place for the guest canary is at least `min` and below `max` (0..9999). */
function idWithBucket(min: number, max: number): string {
  for (let i = 0; ; i++) {
    const id = `browser-id-for-test-${i}`;
    const bucket = canaryBucket(id, 'guest');
    if (bucket >= min && bucket < max) return id;
  }
}
const versions = (document: RemotesDocument) => releasesFor('guest', document, null, new Set()).map((r) => r.version);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps one random id per browser, with no personal data in it', () => {
  const id = browserId();
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(browserId()).toBe(id);
  expect(localStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBe(id);
});

it('a browser in the share tries the canary first, then the live chain; the others get the live release', () => {
  localStorage.setItem(BROWSER_ID_STORAGE_KEY, idWithBucket(0, 1000));
  expect(versions(withCanary(10))).toEqual(['1.5.0', '1.4.0', '1.3.0']);
  sessionStorage.clear();
  localStorage.setItem(BROWSER_ID_STORAGE_KEY, idWithBucket(1000, 10_000));
  expect(versions(withCanary(10))).toEqual(['1.4.0', '1.3.0']);
});

it('a visit keeps its version when the share is raised; the next visit follows the new share; a promotion decides again', () => {
  localStorage.setItem(BROWSER_ID_STORAGE_KEY, idWithBucket(1000, 3000)); // outside 10 %, inside 30 %
  expect(versions(withCanary(10))).toEqual(['1.4.0', '1.3.0']);
  expect(versions(withCanary(30))).toEqual(['1.4.0', '1.3.0']); // same visit: no flip
  expect(JSON.parse(sessionStorage.getItem(REMOTE_ASSIGNMENT_STORAGE_KEY)!)).toEqual({ guest: '1.4.0' });
  sessionStorage.clear(); // the next visit
  expect(versions(withCanary(30))).toEqual(['1.5.0', '1.4.0', '1.3.0']);
  expect(versions(withCanary(30))).toEqual(['1.5.0', '1.4.0', '1.3.0']);
  expect(takesCanary('guest', { version: '1.5.0', percent: 1 }, '1.4.0')).toBe(true); // kept for the visit
  // 1.6.0 live now: the kept 1.4.0 is neither live nor canary, so the browser's place decides again.
  expect(takesCanary('guest', { version: '1.7.0', percent: 30 }, '1.6.0')).toBe(true);
});
