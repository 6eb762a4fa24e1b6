import { fallbackVersions, liveVersionStack, parseRemotePin, Registry, type RegistryHistoryEntry, type RegistryRemote } from './remote-releases.js';

const entry = (action: RegistryHistoryEntry['action'], to: string, from: string | null = null): RegistryHistoryEntry => ({ at: '2025-06-01T12:00:00Z', by: 'ops', from, to, action, checks: [] });
const remote = (current: string | null, history: RegistryHistoryEntry[]): RegistryRemote => ({ current, history, integrity: {}, canary: null });

describe('liveVersionStack', () => {
  it('pushes each promotion; a version promoted again moves to the top', () => {
    expect(liveVersionStack({ history: [entry('promote', '1.0.0'), entry('promote', '1.1.0'), entry('promote', '1.0.0')] })).toEqual(['1.1.0', '1.0.0']);
  });

  it('pops back to a rollback’s target, dropping the versions rolled back from', () => {
    const history = [entry('promote', '1.0.0'), entry('promote', '1.1.0'), entry('promote', '1.2.0'), entry('rollback', '1.0.0', '1.2.0')];
    expect(liveVersionStack({ history })).toEqual(['1.0.0']);
  });

  it('replaces the top when the rollback’s target was never on the stack', () => {
    expect(liveVersionStack({ history: [entry('promote', '1.0.0'), entry('promote', '1.1.0'), entry('rollback', '0.9.0')] })).toEqual(['1.0.0', '0.9.0']);
    expect(liveVersionStack(undefined)).toEqual([]);
  });
});

describe('fallbackVersions', () => {
  it('lists the earlier good versions newest first, at most four', () => {
    const versions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0'];
    expect(fallbackVersions(remote('1.5.0', versions.map((v) => entry('promote', v))))).toEqual(['1.4.0', '1.3.0', '1.2.0', '1.1.0']);
  });

  it('has none without a live version', () => {
    expect(fallbackVersions(remote(null, [entry('promote', '1.0.0')]))).toEqual([]);
    expect(fallbackVersions(undefined)).toEqual([]);
  });
});

it('reads a preview pin only for a known remote and a release version', () => {
  expect(parseRemotePin('guest@1.4.0')).toEqual({ remote: 'guest', version: '1.4.0' });
  expect(parseRemotePin('admin@2.0.0-rc.1')).toEqual({ remote: 'admin', version: '2.0.0-rc.1' });
  for (const value of ['shop@1.0.0', 'guest@1.4', 'guest@latest', 'guest', '', null, undefined]) expect(parseRemotePin(value)).toBeNull();
});

it('checks the registry file: versions, hashes, and an empty integrity map by default', () => {
  const sri = `sha384-${'A'.repeat(64)}`;
  const parsed = Registry.parse({ revision: 3, remotes: { guest: { current: '1.0.0', history: [entry('promote', '1.0.0')] } } });
  expect(parsed.remotes.guest?.integrity).toEqual({});
  expect(Registry.safeParse({ revision: 0, remotes: { guest: { current: '1.0', history: [] } } }).success).toBe(false);
  expect(Registry.safeParse({ revision: 0, remotes: { guest: { current: null, history: [], integrity: { '1.0.0': { 'remoteEntry.js': sri } } } } }).success).toBe(true);
  expect(Registry.safeParse({ revision: 0, remotes: { guest: { current: null, history: [], integrity: { '1.0.0': { 'remoteEntry.js': 'sha256-x' } } } } }).success).toBe(false);
  expect(Registry.safeParse({ revision: 0, remotes: { shop: { current: null, history: [] } } }).success).toBe(false);
});
