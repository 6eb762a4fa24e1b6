import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.js';
import { databaseKind } from './database/orm-options.js';

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
  const app = await createApp(config, { serveFrontend: true });
  await app.listen(config.port);
  console.log(`Hochzeitsportal läuft auf ${config.publicUrl} (Datenbank: ${databaseKind(config)})`);
}

void main();
