#!/usr/bin/env node
// The npm registry reachable from our machines carries only the Linux builds of platform
// packages (@swc/core-darwin-arm64 and friends answer 404). npm then writes a lockfile whose
// packages name optional dependencies that have no entry, and `npm ci` rejects that lockfile.
// This drops exactly those dangling optional names. It runs as the root `postinstall` script,
// which npm starts after writing the lockfile, so every `npm install` leaves a lockfile `npm ci` accepts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages));

/** Does `name` resolve from the package at `location` the way Node resolves it (walking up node_modules)? */
function resolves(location, name) {
  let dir = location;
  for (;;) {
    if (present.has(`${dir ? `${dir}/` : ''}node_modules/${name}`)) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

let pruned = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  if (!pkg.optionalDependencies) continue;
  for (const name of Object.keys(pkg.optionalDependencies)) {
    if (!resolves(location, name)) {
      delete pkg.optionalDependencies[name];
      pruned++;
    }
  }
  if (Object.keys(pkg.optionalDependencies).length === 0) delete pkg.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${pruned} nicht verfügbare optionale Abhängigkeiten entfernt`);
