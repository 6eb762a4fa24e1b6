// Each architecture rule fails on a planted violation and passes the allowed form. The code is
// linted as if it were a real file of the tree (lintText with that path), so the repository's
// own eslint.config.mjs, its resolver and its type information are what is tested.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

// Under CI=true typescript-eslint infers a single CLI run and types the files as they are on disk,
// ignoring lintText's planted code; these tests need the text they pass.
process.env.TSESTREE_SINGLE_RUN = 'false';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });
const BOUNDARY = 'boundaries/dependencies';

/** What ESLint reports for `code` placed at `filePath` (relative to the repository). */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} must parse`);
  return result.messages;
}

/** The rule ids reported for `code` at `filePath`. */
async function ruleIds(filePath, code) {
  return (await lint(filePath, code)).map((message) => message.ruleId);
}

/** Asserts exactly one boundary violation, reported by the policy whose message matches `policy`. */
async function assertBoundaryViolation(filePath, code, policy) {
  const messages = await lint(filePath, code);
  assert.deepEqual(
    messages.map((message) => message.ruleId),
    [BOUNDARY],
  );
  assert.match(messages[0].message, policy);
}

describe('backend modules keep to themselves', () => {
  const roomsService = 'backend/src/modules/rooms/rooms.service.ts';

  test("another module's internal file is off limits", async () => {
    await assertBoundaryViolation(
      roomsService,
      "export { GuestsService } from '../guests/guests.service.js';\n",
      /only through its public surface: backend\/src\/modules\/guests\/index\.ts/,
    );
  });

  test("another module's index.ts is its public surface", async () => {
    const ids = await ruleIds(roomsService, "export { GuestsService } from '../guests/index.js';\n");
    assert.deepEqual(ids, []);
  });

  test('a cross-cutting folder never imports a feature module, not even its surface', async () => {
    await assertBoundaryViolation(
      'backend/src/database/database.module.ts',
      "export { GuestsService } from '../modules/guests/index.js';\n",
      /^Cross-cutting code .* never imports a feature module \(guests\)/,
    );
  });

  test("a module's test may reach into another module", async () => {
    const ids = await ruleIds(
      'backend/src/modules/rooms/rooms.spec.ts',
      "export { GuestsService } from '../guests/guests.service.js';\n",
    );
    assert.deepEqual(ids, []);
  });

  test('the composition root uses the public surface', async () => {
    const ids = await ruleIds('backend/src/app.module.ts', "export { GuestsService } from './modules/guests/index.js';\n");
    assert.deepEqual(ids, []);
  });
});

describe('remotes and pages keep to themselves', () => {
  test('a remote never imports another remote', async () => {
    await assertBoundaryViolation(
      'remote-guest/src/GuestApp.tsx',
      "export { default } from '../../remote-admin/src/AdminApp';\n",
      /^A remote never imports another remote \(remote-admin\)/,
    );
  });

  test('a remote never imports the shell', async () => {
    await assertBoundaryViolation(
      'remote-guest/src/GuestApp.tsx',
      "export { App } from '../../shell/src/App';\n",
      /^A remote never imports the shell/,
    );
  });

  test("the shell never imports a remote's source", async () => {
    await assertBoundaryViolation(
      'shell/src/App.tsx',
      "export { default } from '../../remote-guest/src/GuestApp';\n",
      /^The shell loads remotes at run time/,
    );
  });

  test('a page never imports another page', async () => {
    await assertBoundaryViolation(
      'remote-admin/src/pages/settings/SettingsPage.tsx',
      "export { TimelinePage } from '../timeline/TimelinePage';\n",
      /^A page never imports another page \(timeline\)/,
    );
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
