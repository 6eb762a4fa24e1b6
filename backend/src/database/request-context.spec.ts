import { jest } from '@jest/globals';
import { EntityManager, RequestContext } from '@mikro-orm/core';
import { useTestApp } from '../../test/test-app.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { runInRequestContext } from './request-context.js';

/**
 * Every request and every job runs in an ORM context of its own, whose EntityManager (identity
 * map, unit of work) is forked only when the request first uses the database: most requests of a
 * rush are answered from memory and never need one.
 */
const t = useTestApp();
afterEach(() => jest.restoreAllMocks());

/** Forks made for an ORM context (code may fork for its own reasons too). */
function contextForks(root: EntityManager) {
  const fork = jest.spyOn(root, 'fork');
  return () => fork.mock.calls.filter(([options]) => options?.useContext === true).length;
}

it('forks on first use only, once per context, and each context gets its own EntityManager', async () => {
  const root = t.orm.em;
  const guest = await t.createGuest();
  const forks = contextForks(root);
  await runInRequestContext(root, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
  });
  expect(forks()).toBe(0);

  const seen = await Promise.all(
    [1, 2].map(() =>
      runInRequestContext(root, async () => {
        const first = root.getContext();
        const loaded = await root.findOneOrFail(Guest, guest.id);
        // The same EntityManager after awaiting, holding what this context loaded.
        expect(root.getContext()).toBe(first);
        expect(RequestContext.getEntityManager()).toBe(first);
        expect(first.getUnitOfWork().getById(Guest, guest.id)).toBe(loaded);
        return first;
      }),
    ),
  );
  expect(forks()).toBe(2);
  expect(seen[0]).not.toBe(seen[1]);
  expect(seen.every((em) => em !== root && em instanceof EntityManager)).toBe(true);
});

it('an HTTP request answered from memory forks nothing; one that reads or writes forks once', async () => {
  const guest = await t.createGuest();
  const asGuest = t.auth('guest', guest.id);
  await t.http().get('/api/guest/dashboard').set(asGuest).expect(200);
  const forks = contextForks(t.orm.em);

  await t.http().get('/api/guest/dashboard').set(asGuest).expect(200);
  expect(forks()).toBe(0);

  await t.http().get('/api/admin/guests').set(t.auth('admin')).expect(200);
  expect(forks()).toBe(1);
});
