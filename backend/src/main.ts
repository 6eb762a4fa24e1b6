import { loadConfigOrExit } from './config/app-config.js';
import { createApp } from './app.js';
import { databaseKind } from './database/orm-options.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config, { serveFrontend: true });
  await app.listen(config.port);
  console.log(`Hochzeitsportal läuft auf ${config.publicUrl} (Datenbank: ${databaseKind(config)})`);
}

void main();
