// Runs first in `npm test`: says in one line what the machine lacks, before anything is built.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`npm test braucht Chromium unter ${chromium} (Debian: apt-get install chromium; oder CHROMIUM_PATH setzen).`);
  process.exit(1);
}
