import './runtime-flags.js';
import './threads.js';
import { Logger } from '@nestjs/common';
import { watchForRest } from './common/memory-at-rest.js';
import { loadConfigOrExit } from './config/app-config.js';
import { createApp } from './app.js';
import { DataDirInUseError } from './database/data-dir-lock.js';
import { databaseKind } from './database/orm-options.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config, { serveFrontend: true });
  await app.listen(config.port);
  // A JSON line like every other (common/logging.ts).
  new Logger('Start').log(`Hochzeitsportal läuft auf ${config.publicUrl} (Datenbank: ${databaseKind(config)})`);
  // After the start and after every rush, the memory of the work goes back to the system.
  watchForRest(new Logger('Speicher'));
}

main().catch((error: unknown) => {
  // Another process has the embedded database open: say so in German, without a stack trace (on
  // stderr as plain text: the logger does not exist yet).
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
