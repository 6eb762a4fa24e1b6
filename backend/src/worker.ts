import './runtime-flags.js';
import './threads.js';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createWorker } from './app.js';
import { watchForRest } from './common/memory-at-rest.js';
import { loadConfigOrExit } from './config/app-config.js';

/** Works jobs only, next to web processes started with JOB_WORKERS=off (PostgreSQL only). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('Ein separater Job-Worker braucht PostgreSQL (DATABASE_URL): die eingebettete Datenbank gehört dem Webprozess, der seine Jobs selbst erledigt.');
    process.exit(1);
  }
  await createWorker(config);
  // infra/deploy/stack.mjs waits for this line (JSON like every other, common/logging.ts).
  new Logger('Start').log('Job-Worker läuft (Datenbank: postgresql)');
  watchForRest(new Logger('Speicher'));
}

void main();
