import 'reflect-metadata';
import { createWorker } from './app.js';
import { ConfigError, loadConfig } from './config/app-config.js';

/** Works jobs only, next to web processes started with JOB_WORKERS=off (PostgreSQL only). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error('Ein separater Job-Worker braucht PostgreSQL (DATABASE_URL): die eingebettete Datenbank gehört dem Webprozess, der seine Jobs selbst erledigt.');
    process.exit(1);
  }
  await createWorker(config);
  console.log('Job-Worker läuft (Datenbank: postgresql)');
}

void main();
