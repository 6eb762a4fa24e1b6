// Summarises an ESLint JSON report (eslint -f json) per top-level folder and rule; --details
// also lists each problem: node tools/eslint/report.mjs lint.json [--details]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const results = JSON.parse(readFileSync(process.argv[2], 'utf8'));
/** @type {Map<string, Map<string, number>>} */
const byFolder = new Map();
for (const result of results) {
  const relative = path.relative(repoRoot, result.filePath);
  const parts = relative.split(path.sep);
  const folder = parts[0] === 'tooling' || parts[0] === 'tools' ? parts.slice(0, 2).join('/') : parts[0];
  for (const message of result.messages) {
    const rules = byFolder.get(folder) ?? new Map();
    const rule = message.ruleId ?? (message.fatal ? 'parse-error' : 'unknown');
    rules.set(rule, (rules.get(rule) ?? 0) + 1);
    byFolder.set(folder, rules);
  }
}
let total = 0;
for (const [folder, rules] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  const sum = [...rules.values()].reduce((a, b) => a + b, 0);
  total += sum;
  console.log(`${folder}: ${sum}`);
  for (const [rule, count] of [...rules].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${rule}`);
}
console.log(`total: ${total} problems in ${results.length} files`);

if (process.argv.includes('--details')) {
  console.log('\nEach problem:');
  for (const result of results) {
    for (const message of result.messages) {
      console.log(`${path.relative(repoRoot, result.filePath)}:${message.line}  ${message.ruleId ?? 'parse-error'}  ${message.message.split('\n')[0]}`);
    }
  }
}
