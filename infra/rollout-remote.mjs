#!/usr/bin/env node
// Rolls one remote out (or back) by changing its registry entry, without touching the shell:
//   node infra/rollout-remote.mjs <registry.json> <admin|guest|provider> <url-of-mf-manifest.json>
// The backend reads REMOTES_FILE on every /remotes.json request, so the change is live at once.
// The new manifest is fetched first: a typo must not take an audience offline.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [file, remote, manifestUrl] = process.argv.slice(2);
if (!file || !['admin', 'guest', 'provider'].includes(remote) || !manifestUrl) {
  console.error('Aufruf: node infra/rollout-remote.mjs <registry.json> <admin|guest|provider> <url-von-mf-manifest.json>');
  process.exit(1);
}

const response = await fetch(manifestUrl).catch((error) => ({ ok: false, status: error.message }));
if (!response.ok) {
  console.error(`Manifest nicht erreichbar (${response.status}): ${manifestUrl}`);
  process.exit(1);
}
const manifest = await response.json();
if (manifest?.name !== `hochzeit_${remote}`) {
  console.error(`Das Manifest gehört zu "${manifest?.name}", nicht zu hochzeit_${remote}.`);
  process.exit(1);
}

let registry = {};
try {
  registry = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // No registry yet (first rollout): start from an empty one.
}
const previous = registry[remote];
registry[remote] = manifestUrl;
// Write-then-rename: readers never see a half-written registry.
writeFileSync(`${file}.tmp`, `${JSON.stringify(registry, null, 2)}\n`);
renameSync(`${file}.tmp`, file);
console.log(`${remote}: ${previous ?? '(Standard)'} -> ${manifestUrl}`);
