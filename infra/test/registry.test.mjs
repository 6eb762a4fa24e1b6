import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { Registry } from '@hochzeit/contracts/remote-releases';
import { RegistryError, createRegistry, previousVersion, sri } from '../registry.mjs';
import { CLI, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

after(removeTempLocations);

const readStored = async (locations) => Registry.parse(JSON.parse(await readFile(locations.registryFile, 'utf8')));

describe('registry', () => {
  it('twenty concurrent promotes from separate processes: no torn file, no lost update', async () => {
    const locations = await tempLocations();
    const versions = Array.from({ length: 20 }, (_, i) => `1.0.${i}`);
    for (const version of versions) await release(locations, 'guest', version);

    const results = await Promise.all(versions.map((version, i) => run(CLI, ['promote', 'guest', version, '--by', `op${i}`], locations)));

    const registry = await readStored(locations);
    const succeeded = versions.filter((_, i) => results[i].code === 0);
    for (const [i, result] of results.entries()) {
      if (result.code !== 0) {
        assert.equal(result.code, 1);
        assert.match(result.stderr, /Die Registry wurde inzwischen geändert/);
      } else {
        assert.match(result.stdout, new RegExp(`-> ${versions[i].replaceAll('.', '\\.')} aktiviert \\(Revision \\d+\\)`));
      }
    }
    assert.ok(succeeded.length > 0);
    assert.equal(registry.revision, succeeded.length);
    const history = registry.remotes.guest.history;
    assert.equal(history.length, succeeded.length);
    // Each change started from the state the previous one left: nothing was overwritten unseen.
    history.forEach((entry, k) => assert.equal(entry.from, k === 0 ? null : history[k - 1].to));
    assert.deepEqual([...history.map((e) => e.to)].sort(), [...succeeded].sort());
    assert.equal(registry.remotes.guest.current, history.at(-1).to);
    // Each success printed its own revision.
    const revisions = results.filter((r) => r.code === 0).map((r) => Number(/Revision (\d+)/.exec(r.stdout)[1]));
    assert.equal(new Set(revisions).size, succeeded.length);
    // No lock or temporary file left behind.
    assert.deepEqual(await readdir(path.dirname(locations.registryFile)), ['remotes-registry.json']);
  });

  it('refuses a write based on a stale revision and leaves the file as it was', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0');
    await release(locations, 'guest', '1.1.0');
    const registry = createRegistry(locations);
    await registry.promote('guest', '1.0.0', { by: 'anna', expectedRevision: 0 });
    const before = await readFile(locations.registryFile, 'utf8');
    await assert.rejects(registry.promote('guest', '1.1.0', { by: 'ben', expectedRevision: 0 }), (error) => {
      assert.ok(error instanceof RegistryError);
      assert.equal(error.code, 'stale');
      assert.equal(error.message, 'Die Registry wurde inzwischen geändert (Revision 1 statt 0).');
      return true;
    });
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });

  it('refuses to promote a version that was not released, and changes nothing', async () => {
    const locations = await tempLocations();
    const missing = await run(CLI, ['promote', 'guest', '2.0.0'], locations);
    assert.equal(missing.code, 1);
    assert.equal(missing.stderr.trim(), 'guest 2.0.0 ist nicht veröffentlicht (releases/guest/2.0.0/release.json fehlt). Zuerst: npm run release -w remote-guest');
    assert.equal(existsSync(locations.registryFile), false);

    await release(locations, 'guest', '1.0.0');
    assert.equal((await run(CLI, ['promote', 'guest', '1.0.0'], locations)).code, 0);
    const before = await readFile(locations.registryFile, 'utf8');
    assert.equal((await run(CLI, ['promote', 'guest', '2.0.0'], locations)).code, 1);
    const again = await run(CLI, ['promote', 'guest', '1.0.0'], locations);
    assert.equal(again.code, 1);
    assert.equal(again.stderr.trim(), 'guest 1.0.0 ist bereits die aktuelle Version.');
    const unknown = await run(CLI, ['promote', 'gast', '1.0.0'], locations);
    assert.equal(unknown.stderr.trim(), 'Unbekanntes Remote „gast“. Erlaubt: admin, guest, provider.');
    const badVersion = await run(CLI, ['promote', 'guest', '../1.0.0'], locations);
    assert.equal(badVersion.stderr.trim(), '„../1.0.0“ ist keine Versionsnummer (z. B. 1.4.0).');
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });

  it('refuses a release whose entry file changed after it was made', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0');
    await appendFile(path.join(locations.releasesDir, 'guest', '1.0.0', 'remoteEntry.js'), ' ');
    const result = await run(CLI, ['promote', 'guest', '1.0.0'], locations);
    assert.equal(result.code, 1);
    assert.equal(result.stderr.trim(), 'guest 1.0.0: remoteEntry.js weicht von der Prüfsumme in release.json ab. Die Release ist beschädigt und wird nicht aktiviert.');
    assert.equal(existsSync(locations.registryFile), false);
  });

  it('records the hashes a version went live with, and refuses it later when its files and release.json were both changed', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0');
    await release(locations, 'guest', '1.1.0');
    assert.equal((await run(CLI, ['promote', 'guest', '1.0.0'], locations)).code, 0);
    const recorded = (await readStored(locations)).remotes.guest.integrity['1.0.0'];
    assert.deepEqual(recorded, JSON.parse(await readFile(path.join(locations.releasesDir, 'guest', '1.0.0', 'release.json'), 'utf8')).integrity);
    assert.equal((await run(CLI, ['promote', 'guest', '1.1.0'], locations)).code, 0);

    // The old release is rewritten in place, release.json included, so its own check passes.
    const dir = path.join(locations.releasesDir, 'guest', '1.0.0');
    await writeFile(path.join(dir, 'remoteEntry.js'), 'console.log("anders")');
    const info = JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8'));
    info.integrity['remoteEntry.js'] = sri(Buffer.from('console.log("anders")'));
    await writeFile(path.join(dir, 'release.json'), JSON.stringify(info));
    const before = await readFile(locations.registryFile, 'utf8');
    const refused = await run(CLI, ['rollback', 'guest'], locations);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /guest 1\.0\.0: die Prüfsummen in release\.json weichen von denen ab, mit denen die Version früher live war/);
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });

  it('rolls back to the previous version, further back on repeat, or to any earlier version with --to', async () => {
    const locations = await tempLocations();
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await release(locations, 'guest', version);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) assert.equal((await run(CLI, ['promote', 'guest', version, '--by', 'anna'], locations)).code, 0);

    const toOldest = await run(CLI, ['rollback', 'guest', '--to', '1.0.0', '--by', 'ben'], locations);
    assert.equal(toOldest.code, 0, toOldest.stderr);
    assert.equal(toOldest.stdout.trim(), 'guest: zurückgerollt 1.2.0 -> 1.0.0 (Revision 4).');
    assert.equal((await readStored(locations)).remotes.guest.current, '1.0.0');

    const notActive = await run(CLI, ['rollback', 'guest', '--to', '1.3.0'], locations);
    assert.equal(notActive.code, 1);
    assert.match(notActive.stderr, /guest 1\.3\.0 war nie aktiv/);
    const current = await run(CLI, ['rollback', 'guest', '--to', '1.0.0'], locations);
    assert.equal(current.stderr.trim(), 'guest 1.0.0 ist bereits die aktuelle Version.');

    // Forward again, then plain rollbacks walk back one live version at a time.
    assert.equal((await run(CLI, ['promote', 'guest', '1.2.0'], locations)).code, 0);
    assert.equal((await run(CLI, ['rollback', 'guest'], locations)).stdout.trim(), 'guest: zurückgerollt 1.2.0 -> 1.0.0 (Revision 6).');
    assert.equal((await run(CLI, ['rollback', 'guest'], locations)).stderr.trim(), 'guest: keine frühere Version in der Historie.');
    assert.equal((await run(CLI, ['rollback', 'admin'], locations)).stderr.trim(), 'admin hat noch keine aktuelle Version; es gibt nichts zurückzurollen.');

    const history = await run(CLI, ['history', 'guest'], locations);
    assert.equal(history.code, 0);
    const lines = history.stdout.trim().split('\n');
    assert.equal(lines[0], 'guest: aktuell 1.0.0');
    assert.equal(lines.length, 1 + 6);
    assert.match(lines[1], /aktiviert +– -> 1\.0\.0 {2}von anna {2}Prüfungen: release, integrity, shared-singletons, smoke-skipped$/);
    assert.match(lines[4], /zurückgerollt +1\.2\.0 -> 1\.0\.0 {2}von ben {2}Prüfungen: release, integrity, shared-singletons$/);
    assert.match(lines[5], /aktiviert +1\.0\.0 -> 1\.2\.0 {2}von tester /);
  });

  it('picks the previous live version, skipping those rolled back from', () => {
    const entry = (action, from, to) => ({ at: '2025-01-01T00:00:00.000Z', by: 'x', action, from, to, checks: [] });
    assert.equal(previousVersion({ current: '1.0.0', history: [entry('promote', null, '1.0.0')] }), null);
    const history = [entry('promote', null, '1'), entry('promote', '1', '2'), entry('promote', '2', '3'), entry('rollback', '3', '2')];
    assert.equal(previousVersion({ current: '2', history }), '1');
    assert.equal(previousVersion({ current: '3', history: history.slice(0, 3) }), '2');
  });

  it('lists every remote with its live version and releases', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0');
    await release(locations, 'guest', '1.10.0');
    await release(locations, 'guest', '1.9.0');
    await run(CLI, ['promote', 'guest', '1.9.0'], locations);
    const list = await run(CLI, ['list'], locations);
    assert.equal(list.code, 0);
    assert.match(list.stdout, /guest +aktuell: 1\.9\.0 +Releases: 1\.0\.0, 1\.9\.0, 1\.10\.0/);
    assert.match(list.stdout, /admin +aktuell: – \(unversionierter Build aus dist\/\) +Releases: keine/);
    assert.equal((await run(CLI, ['unsinn'], locations)).code, 1);
    assert.equal((await run(CLI, [], locations)).code, 1);
  });
});
