/** @database none */
import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '../config/app-config.js';
import type { LinkSignIn } from './principals.js';
import { SessionVersions } from './session-versions.js';

/** Entities only by name: the stand-in below maps a name to its table. */
class Guest {}
class ServiceProvider {}

/** A stand-in database: the current versions by "type:id", and which tables were read. */
function versionsWith(rows: Record<string, number>, sessionCheckSeconds = 30) {
  const reads: string[] = [];
  const tables: Record<string, string> = { AdminUser: 'admin', Guest: 'guest', ServiceProvider: 'service_provider' };
  const em = {
    getMetadata: () => ({ get: (entity: { name: string }) => ({ tableName: tables[entity.name] }) }),
    fork: () => ({
      getConnection: () => ({
        execute: async (sql: string) => {
          const type = /from (\w+)$/.exec(sql)?.[1] ?? '';
          reads.push(type);
          return Object.entries(rows)
            .filter(([key]) => key.startsWith(`${type}:`))
            .map(([key, version]) => ({ id: Number(key.slice(type.length + 1)), session_version: version }));
        },
      }),
    }),
  } as unknown as EntityManager;
  const versions = new SessionVersions(em, { sessionCheckSeconds } as AppConfig, { entity: Guest } as unknown as LinkSignIn, { entity: ServiceProvider } as unknown as LinkSignIn);
  let clock = 1_000_000;
  versions.now = () => clock;
  return { versions, reads, rows, advance: (ms: number) => (clock += ms) };
}

it('reads a guest\'s version once for a burst of requests and again after the check interval', async () => {
  const { versions, reads, advance } = versionsWith({ 'guest:7': 0 });
  const answers = await Promise.all(Array.from({ length: 50 }, () => versions.accepts('guest', 7, 0)));
  expect(answers.every(Boolean)).toBe(true);
  expect(await versions.accepts('guest', 7, 0)).toBe(true);
  expect(reads).toEqual(['guest']);

  advance(29_999);
  await versions.accepts('guest', 7, 0);
  expect(reads).toHaveLength(1);
  advance(1);
  await versions.accepts('guest', 7, 0);
  expect(reads).toHaveLength(2);
});

it('refuses an older version once the cache has expired, and a principal that no longer exists', async () => {
  const { versions, rows, advance } = versionsWith({ 'service_provider:3': 0 });
  expect(await versions.accepts('service_provider', 3, 0)).toBe(true);
  rows['service_provider:3'] = 1;
  expect(await versions.accepts('service_provider', 3, 0)).toBe(true); // still cached
  advance(30_000);
  expect(await versions.accepts('service_provider', 3, 0)).toBe(false);
  expect(await versions.accepts('service_provider', 3, 1)).toBe(true);
  expect(await versions.accepts('admin', 99, 0)).toBe(false);
});

it('reads again at once when a token is newer than the cached version', async () => {
  const { versions, rows, reads } = versionsWith({ 'guest:1': 0 });
  await versions.accepts('guest', 1, 0);
  rows['guest:1'] = 1;
  expect(await versions.accepts('guest', 1, 1)).toBe(true);
  expect(reads).toHaveLength(2);
  // A version the database never had (only a forged token could carry it) is refused.
  expect(await versions.accepts('guest', 1, 5)).toBe(false);
});

it('checks on every request with SESSION_CHECK_SECONDS=0', async () => {
  const { versions, reads } = versionsWith({ 'admin:1': 2 }, 0);
  await versions.accepts('admin', 1, 2);
  await versions.accepts('admin', 1, 2);
  expect(reads).toHaveLength(2);
});

it('reads the versions of every principal of a kind in one query, shared by everyone waiting', async () => {
  const { versions, reads, rows, advance } = versionsWith({ 'guest:1': 0, 'guest:2': 3, 'guest:3': 1, 'admin:1': 0 });
  const answers = await Promise.all([versions.accepts('guest', 1, 0), versions.accepts('guest', 2, 3), versions.accepts('guest', 3, 0), versions.accepts('guest', 4, 0)]);
  expect(answers).toEqual([true, true, false, false]);
  expect(reads).toEqual(['guest']);
  // Guests coming back within the interval cost nothing; a guest deleted meanwhile counts once read again.
  delete rows['guest:2'];
  advance(10_000);
  expect(await versions.accepts('guest', 2, 3)).toBe(true);
  expect(reads).toEqual(['guest']);
  advance(20_000);
  expect(await versions.accepts('guest', 1, 0)).toBe(true);
  expect(await versions.accepts('guest', 2, 3)).toBe(false);
  expect(reads).toEqual(['guest', 'guest']);
});

it('never refuses a valid session because the cache was emptied while the versions were being read', async () => {
  const { versions, reads } = versionsWith({ 'admin:1': 0 });
  const during = versions.accepts('admin', 1, 0);
  versions.clear();
  expect(await versions.accepts('admin', 1, 0)).toBe(true);
  expect(await during).toBe(true);
  expect(reads.length).toBeGreaterThanOrEqual(2);
});
