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
  /** TypeScript modules `sourceFile` imports by relative path (`./name.js`), compiled beside it. */
  imports?: string[];
}

/**
 * Runs an ES module script in a fresh Node process and returns what it printed. The script gets
 * `sourceFile` (a TypeScript module, compiled as the build does, beside the modules it imports
 * named in `imports`) as a module path to import, for modules that act on the process importing
 * them (an entry point's first imports), which a test must not import itself.
 */
export function runInFreshProcess(sourceFile: string, script: (modulePath: string) => string, options: FreshProcessOptions = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fresh-process-'));
  // ES modules named .js as the build names them, so relative imports between them resolve.
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
  const compile = (file: string) => {
    const compiled = path.join(folder, `${path.basename(file, '.ts')}.js`);
    writeFileSync(compiled, transformSync(readFileSync(file, 'utf8'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }).code);
    return compiled;
  };
  const module = compile(sourceFile);
  for (const file of options.imports ?? []) compile(file);
  const entry = path.join(folder, 'entry.mjs');
  writeFileSync(entry, script(module));
  try {
    return execFileSync(process.execPath, [...(options.flags ?? []), entry, ...(options.args ?? [])], { encoding: 'utf8', env: options.env ?? process.env });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
