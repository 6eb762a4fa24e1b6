// Each architecture rule fails on a planted violation and passes the allowed form. The code is
// linted as if it were a real file of the tree (lintText with that path), so the repository's
// own eslint.config.mjs, its resolver and its type information are what is tested.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids ESLint reports for `code` placed at `filePath` (relative to the repository). */
async function ruleIds(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} must parse`);
  return result.messages.map((message) => message.ruleId);
}

const BOUNDARY = 'boundaries/dependencies';

describe('backend modules keep to themselves', () => {
  const roomsService = 'backend/src/modules/rooms/rooms.service.ts';

  test("another module's internal file is off limits", async () => {
    const ids = await ruleIds(roomsService, "export { GuestsService } from '../guests/guests.service.js';\n");
    assert.deepEqual(ids, [BOUNDARY]);
  });

  test("another module's index.ts is its public surface", async () => {
    const ids = await ruleIds(roomsService, "export { GuestsService } from '../guests/index.js';\n");
    assert.deepEqual(ids, []);
  });

  test('a cross-cutting folder never imports a feature module, not even its surface', async () => {
    const ids = await ruleIds(
      'backend/src/database/database.module.ts',
      "export { GuestsService } from '../modules/guests/index.js';\n",
    );
    assert.deepEqual(ids, [BOUNDARY]);
  });

  test('the composition root uses the public surface', async () => {
    const ids = await ruleIds('backend/src/app.module.ts', "export { GuestsService } from './modules/guests/index.js';\n");
    assert.deepEqual(ids, []);
  });
});

describe('remotes and pages keep to themselves', () => {
  test('a remote never imports another remote', async () => {
    const ids = await ruleIds(
      'remote-guest/src/GuestApp.tsx',
      "export { default } from '../../remote-admin/src/AdminApp';\n",
    );
    assert.deepEqual(ids, [BOUNDARY]);
  });

  test('a remote never imports the shell', async () => {
    const ids = await ruleIds('remote-guest/src/GuestApp.tsx', "export { App } from '../../shell/src/App';\n");
    assert.deepEqual(ids, [BOUNDARY]);
  });

  test('a page never imports another page', async () => {
    const ids = await ruleIds(
      'remote-admin/src/pages/settings/SettingsPage.tsx',
      "export { TimelinePage } from '../timeline/TimelinePage';\n",
    );
    assert.deepEqual(ids, [BOUNDARY]);
  });

  test("a page uses its remote's lib", async () => {
    const ids = await ruleIds(
      'remote-admin/src/pages/settings/SettingsPage.tsx',
      "export { FormActions } from '../../lib/FormActions';\n",
    );
    assert.deepEqual(ids, []);
  });
});

describe('type-aware rules', () => {
  test('a floating promise fails', async () => {
    const ids = await ruleIds(
      'backend/src/modules/rooms/rooms.service.ts',
      'async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n',
    );
    assert.deepEqual(ids, ['@typescript-eslint/no-floating-promises']);
  });
});
