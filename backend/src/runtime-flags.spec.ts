import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from '@swc/core';

interface Started {
  pid: number;
  ppid: number;
  execArgv: string[];
  argv: string[];
}

/** A fresh Node process (with these flags) that imports young-generation.ts first, as an entry point does. */
function start(flags: string[] = [], env: NodeJS.ProcessEnv = process.env): Started {
  const folder = mkdtempSync(path.join(tmpdir(), 'young-generation-'));
  const module = path.join(folder, 'young-generation.mjs');
  const script = path.join(folder, 'entry.mjs');
  const source = readFileSync(path.join(import.meta.dirname, 'young-generation.ts'), 'utf8');
  writeFileSync(module, transformSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }).code);
  writeFileSync(script, `import ${JSON.stringify(module)};\nconsole.log(JSON.stringify({ pid: process.pid, ppid: process.ppid, execArgv: process.execArgv, argv: process.argv.slice(2) }));\n`);
  try {
    return JSON.parse(execFileSync(process.execPath, [...flags, script, 'ein-argument'], { encoding: 'utf8', env })) as Started;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const canReplaceItself = typeof process.execve === 'function' && process.platform !== 'win32';

(canReplaceItself ? describe : describe.skip)('the young generation of a server process', () => {
  // Not imported here: importing it replaces the process that imports it.
  it("is larger than V8's default (16 MB per semi-space): the process replaces itself once with the flag, keeping its id, flags and arguments", () => {
    const started = start(['--no-warnings']);
    expect(started.execArgv).toEqual([expect.stringMatching(/^--max-semi-space-size=\d+$/), '--no-warnings']);
    expect(Number(started.execArgv[0].split('=')[1])).toBeGreaterThanOrEqual(32);
    expect(started.argv).toEqual(['ein-argument']);
    // Replaced, not a child: its parent is still this test's process.
    expect(started.ppid).toBe(process.pid);
  });

  it('keeps a size given on the command line or in NODE_OPTIONS', () => {
    expect(start(['--max-semi-space-size=16']).execArgv).toEqual(['--max-semi-space-size=16']);
    expect(start([], { ...process.env, NODE_OPTIONS: '--max-semi-space-size=8' }).execArgv).toEqual([]);
  });
});
