// Generates the API's OpenAPI document (from the backend's controllers and contract schemas) and
// the TypeScript types the frontends' typed client uses. `--check` only compares them with the
// committed files and fails when they are out of date. Either way the document is linted
// (lint.mjs): an error fails, after the files are written.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { lintOpenApi } from './lint.mjs';

register('./typescript5-hook.mjs', import.meta.url);
const { default: openapiTS, astToString } = await import('openapi-typescript');

const root = path.resolve(import.meta.dirname, '../..');
const jsonFile = path.join(root, 'contracts/generated/openapi.json');
const typesFile = path.join(root, 'contracts/generated/openapi.d.ts');
const check = process.argv.includes('--check');

const scratch = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
execFileSync(process.execPath, [path.join(root, 'backend/dist/api/write-openapi.js'), scratch], { stdio: 'inherit' });
const json = readFileSync(scratch, 'utf8');
const linted = lintOpenApi(scratch);
const ast = await openapiTS(JSON.parse(json), { defaultNonNullable: false, alphabetize: true });
const types = `// Generated from the backend's OpenAPI document by tooling/openapi-types/generate.mjs. Do not edit.\n${astToString(ast)}`;

if (check) {
  const stale = [
    [jsonFile, json],
    [typesFile, types],
  ].filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content);
  if (stale.length > 0) {
    console.error(`Die API-Typen sind veraltet (${stale.map(([f]) => path.relative(root, f)).join(', ')}): npm run api:generate`);
    process.exit(1);
  }
  console.log('API-Typen sind aktuell.');
} else {
  writeFileSync(jsonFile, json);
  writeFileSync(typesFile, types);
  console.log(`geschrieben: ${path.relative(root, jsonFile)}, ${path.relative(root, typesFile)}`);
}
if (!linted) {
  console.error('Das OpenAPI-Dokument hat Fehler (redocly lint, oben): jede Route braucht ihre Zusammenfassung (@ApiDoc) und ihre Antworten.');
  process.exit(1);
}
