// Lints an OpenAPI document with Redocly's recommended rules (redocly.yaml): errors fail, warnings
// are listed. generate.mjs runs it on the document it has just generated (so `npm test` lints the
// document of the current controllers); `node lint.mjs <file>` lints a file. Runs without the
// network: telemetry and the update check are off.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@redocly/cli/package.json');
const cli = path.join(path.dirname(cliPackage), require(cliPackage).bin.redocly);
const config = path.join(import.meta.dirname, 'redocly.yaml');
const offline = { REDOCLY_TELEMETRY: 'off', DO_NOT_TRACK: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };

/** True when the document has no lint errors; the problems are printed either way. */
export function lintOpenApi(file) {
  const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', config, '--max-problems', '1000', '--format', 'stylish'], { env: { ...process.env, ...offline }, stdio: 'inherit' });
  return lint.status === 0;
}

if (import.meta.filename === process.argv[1]) {
  if (!process.argv[2]) throw new Error('Aufruf: node lint.mjs <openapi.json>');
  process.exit(lintOpenApi(process.argv[2]) ? 0 : 1);
}
