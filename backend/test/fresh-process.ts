import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from '@swc/core';

export interface FreshProcessOptions {
  /** Node flags before the script. */
  flags?: string[];
  /** Arguments after the script. */
  args?: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs an ES module script in a fresh Node process and returns what it printed. The script gets
 * `sourceFile` (a TypeScript module, compiled as the build does) as a module path to import, for
 * modules that act on the process importing them (an entry point's first imports), which a test
 * must not import itself.
 */
export function runInFreshProcess(sourceFile: string, script: (modulePath: string) => string, options: FreshProcessOptions = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fresh-process-'));
  const module = path.join(folder, `${path.basename(sourceFile, '.ts')}.mjs`);
  const entry = path.join(folder, 'entry.mjs');
  const source = readFileSync(sourceFile, 'utf8');
  writeFileSync(module, transformSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }).code);
  writeFileSync(entry, script(module));
  try {
    return execFileSync(process.execPath, [...(options.flags ?? []), entry, ...(options.args ?? [])], { encoding: 'utf8', env: options.env ?? process.env });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
