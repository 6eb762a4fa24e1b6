import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { Registry, automaticAction, fallbackVersions, inCanary, liveVersionStack } from '@hochzeit/contracts/remote-releases';
import { CLI, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

after(removeTempLocations);

const readStored = async (locations) => Registry.parse(JSON.parse(await readFile(locations.registryFile, 'utf8')));
/** A browser's id as the shell makes it (crypto.getRandomValues, base64url). */
const browserId = () => randomBytes(16).toString('base64url');

describe('canary share', () => {
  it('within ±5 % of the target over 1,000 simulated browsers, sticky across visits, raised without flipping anyone back', () => {
    const browsers = Array.from({ length: 1000 }, browserId);
    const share = (percent) => browsers.filter((id) => inCanary(id, 'guest', percent)).length / 10;
    for (const percent of [1, 10, 20, 50, 90]) assert.ok(Math.abs(share(percent) - percent) <= 5, `${percent} %: ${share(percent)} % bekamen den Canary`);
    // The same browser on its next visits (same id) gets the same answer ...
    for (const id of browsers.slice(0, 100)) assert.equal(inCanary(id, 'guest', 10), inCanary(id, 'guest', 10));
    // ... and raising the share only adds browsers.
    const at10 = browsers.filter((id) => inCanary(id, 'guest', 10));
    assert.ok(at10.every((id) => inCanary(id, 'guest', 30)));
    // The areas are drawn independently: the guest canary's browsers are not the admin canary's.
    const both = at10.filter((id) => inCanary(id, 'admin', 10)).length;
    assert.ok(both < at10.length / 2, `${both} von ${at10.length}`);
  });
});

describe('canary, promote, rollback, freeze with the tool', () => {
  it('starts a canary through the gates, raises it, promotes it; a plain rollback ends a canary', async () => {
    const locations = await tempLocations();
    for (const version of ['1.4.0', '1.5.0', '1.6.0']) await release(locations, 'guest', version);
    const canary = (...args) => run(CLI, ['canary', 'guest', ...args, '--skip-smoke'], locations);

    const noLive = await canary('1.5.0', '--percent', '10');
    assert.equal(noLive.code, 1);
    assert.match(noLive.stderr, /keine aktive Version/);
    assert.equal((await run(CLI, ['promote', 'guest', '1.4.0'], locations)).code, 0);
    const badShare = await canary('1.5.0', '--percent', '120');
    assert.equal(badShare.code, 1);
    assert.match(badShare.stderr, /--percent/);
    const notReleased = await canary('1.9.0', '--percent', '10');
    assert.equal(notReleased.code, 1);
    assert.match(notReleased.stderr, /nicht veröffentlicht/);

    const started = await canary('1.5.0', '--percent', '10');
    assert.equal(started.code, 0, started.stderr);
    assert.match(started.stdout, /Canary 1\.5\.0 für 10 % der Browser, die übrigen behalten 1\.4\.0/);
    let registry = await readStored(locations);
    assert.equal(registry.remotes.guest.current, '1.4.0');
    assert.deepEqual({ ...registry.remotes.guest.canary, started_at: 'x' }, { version: '1.5.0', percent: 10, started_at: 'x', by: 'tester', checks: ['release', 'integrity', 'shared-singletons', 'smoke-skipped'] });
    const other = await canary('1.6.0', '--percent', '5');
    assert.equal(other.code, 1);
    assert.match(other.stderr, /schon einen Canary mit 1\.5\.0/);
    assert.equal((await canary('1.5.0', '--percent', '25')).code, 0);
    registry = await readStored(locations);
    assert.equal(registry.remotes.guest.canary.percent, 25);
    // A canary never becomes a fallback or the target of a rollback.
    assert.deepEqual(liveVersionStack(registry.remotes.guest), ['1.4.0']);

    const promoted = await run(CLI, ['promote', 'guest', '1.5.0'], locations);
    assert.equal(promoted.code, 0, promoted.stderr);
    registry = await readStored(locations);
    assert.equal(registry.remotes.guest.current, '1.5.0');
    assert.equal(registry.remotes.guest.canary, null);
    assert.deepEqual(registry.remotes.guest.history.at(-1).checks.at(-1), 'canary');
    assert.deepEqual(fallbackVersions(registry.remotes.guest), ['1.4.0']);

    assert.equal((await canary('1.6.0', '--percent', '10')).code, 0);
    const ended = await run(CLI, ['rollback', 'guest', '--reason', 'Fehler im Gästebuch'], locations);
    assert.equal(ended.code, 0, ended.stderr);
    assert.match(ended.stdout, /Canary 1\.6\.0 beendet, alle Browser erhalten 1\.5\.0/);
    registry = await readStored(locations);
    assert.equal(registry.remotes.guest.current, '1.5.0');
    assert.equal(registry.remotes.guest.canary, null);
    assert.deepEqual({ ...registry.remotes.guest.history.at(-1), at: 'x' }, { at: 'x', by: 'tester', from: '1.6.0', to: '1.5.0', action: 'canary-end', checks: [], reason: 'Fehler im Gästebuch' });
    const history = await run(CLI, ['history', 'guest'], locations);
    assert.match(history.stdout, /Canary 10 %\s+1\.5\.0 -> 1\.6\.0/);
    assert.match(history.stdout, /Canary beendet\s+1\.6\.0 -> 1\.5\.0 .*Grund: Fehler im Gästebuch/);
  });

  it('a freeze window refuses promotions and canaries without --force --reason; the history records forced changes; rollbacks stay allowed', async () => {
    const locations = await tempLocations();
    for (const version of ['2.0.0', '2.1.0', '2.2.0']) await release(locations, 'admin', version);
    assert.equal((await run(CLI, ['promote', 'admin', '2.0.0'], locations)).code, 0);
    const noReason = await run(CLI, ['freeze', '--until', new Date(Date.now() + 86_400_000).toISOString()], locations);
    assert.equal(noReason.code, 1);
    assert.match(noReason.stderr, /braucht einen Grund/);
    const frozen = await run(CLI, ['freeze', '--until', new Date(Date.now() + 86_400_000).toISOString(), '--reason', 'Hochzeitstag'], locations);
    assert.equal(frozen.code, 0, frozen.stderr);
    const before = await readStored(locations);

    for (const args of [['promote', 'admin', '2.1.0'], ['canary', 'admin', '2.1.0', '--percent', '10', '--skip-smoke'], ['promote', 'admin', '2.1.0', '--force']]) {
      const refused = await run(CLI, args, locations);
      assert.equal(refused.code, 1, args.join(' '));
      assert.match(refused.stderr, /Eingefroren bis .*Hochzeitstag|--force verlangt --reason/);
    }
    assert.equal((await readStored(locations)).revision, before.revision);

    const forced = await run(CLI, ['promote', 'admin', '2.1.0', '--force', '--reason', 'Anmeldung kaputt'], locations);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /Im Freeze erzwungen/);
    const entry = (await readStored(locations)).remotes.admin.history.at(-1);
    assert.equal(entry.forced, true);
    assert.equal(entry.reason, 'Anmeldung kaputt');
    assert.equal((await run(CLI, ['rollback', 'admin'], locations)).code, 0);
    assert.equal((await run(CLI, ['unfreeze'], locations)).code, 0);
    assert.equal((await run(CLI, ['promote', 'admin', '2.2.0'], locations)).code, 0);
    assert.equal((await readStored(locations)).remotes.admin.history.at(-1).forced, undefined);
  });
});

describe('threshold of the automatic rollback', () => {
  it('is stored in the registry by the tool; a threshold that makes no sense is refused', async () => {
    const locations = await tempLocations();
    const set = await run(CLI, ['threshold', '--failures', '3', '--share', '1.5'], locations);
    assert.equal(set.code, 0, set.stderr);
    assert.match(set.stdout, /ab 3 Browsern mit Fehlern und 1\.5 % der Ladevorgänge in 10 Minuten; eine neue Version wird 30 Minuten lang beobachtet/);
    assert.deepEqual((await readStored(locations)).threshold, { failures: 3, percent: 1.5, window_minutes: 10, watch_minutes: 30 });
    const refused = await run(CLI, ['threshold', '--failures', '0'], locations);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Ungültige Schwelle/);
    assert.equal((await readStored(locations)).threshold.failures, 3);
  });
});

describe('automatic rollback decision', () => {
  const at = (minutesAgo) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const threshold = { failures: 5, percent: 2, window_minutes: 10, watch_minutes: 30 };
  const state = (promotedMinutesAgo) => ({
    current: '1.5.0',
    integrity: {},
    canary: { version: '1.6.0', percent: 10, started_at: at(5), by: 'ops', checks: [] },
    history: [
      { at: at(600), by: 'ops', from: null, to: '1.4.0', action: 'promote', checks: [] },
      { at: at(promotedMinutesAgo), by: 'ops', from: '1.4.0', to: '1.5.0', action: 'promote', checks: [] },
    ],
  });
  it('ends a canary only past both thresholds, and rolls back a version promoted less than 30 minutes ago', () => {
    assert.equal(automaticAction(state(60), '1.6.0', { loads: 100, failingBrowsers: 4 }, threshold), null);
    assert.equal(automaticAction(state(60), '1.6.0', { loads: 1000, failingBrowsers: 5 }, threshold), null); // 0.5 %
    assert.match(automaticAction(state(60), '1.6.0', { loads: 100, failingBrowsers: 5 }, threshold).reason, /5 Browser meldeten Fehler von 1\.6\.0 bei 100 Ladevorgängen \(5,0 %\) in 10 Minuten/);
    assert.equal(automaticAction(state(60), '1.6.0', { loads: 100, failingBrowsers: 5 }, threshold).action, 'canary-end');
    assert.equal(automaticAction(state(20), '1.5.0', { loads: 100, failingBrowsers: 9 }, threshold).action, 'rollback');
    assert.equal(automaticAction(state(45), '1.5.0', { loads: 100, failingBrowsers: 9 }, threshold), null); // watched no longer
    assert.equal(automaticAction(state(20), '1.4.0', { loads: 100, failingBrowsers: 9 }, threshold), null); // not live
  });
});
