import { writeFileSync } from 'node:fs';
import { createApp } from '../app.js';
import { loadConfig } from '../config/app-config.js';
import { createOpenApiDocument } from './openapi.js';

/**
 * Writes the OpenAPI document to the path given as the first argument. The application is built
 * on an in-memory database without demo data, so this needs no running server.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Aufruf: node dist/api/write-openapi.js <datei.json>');
  const config = loadConfig({ DATA_DIR: ':memory:', DEMO_DATA: 'false', ADMIN_PASSWORD: 'nur-fuer-die-dokumentation' });
  const app = await createApp(config, { logger: false });
  writeFileSync(target, `${JSON.stringify(createOpenApiDocument(app), null, 2)}\n`);
  await app.close();
}

void main();
