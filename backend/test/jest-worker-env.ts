import { commitWithoutFlush, ensureDatabase, workerDatabaseUrl } from './postgres.js';

// Runs in every test file before it loads: on PostgreSQL the file (and the servers it starts) use
// this worker's own database. Jest's process.env is a copy per file, so the base URL is intact here.
// A file declaring `@database none` has a DATABASE_URL that refuses connections (database-environment.js).
const baseUrl = process.env.TEST_DATABASE === 'none' ? undefined : process.env.DATABASE_URL;
if (baseUrl) {
  const databaseUrl = workerDatabaseUrl(baseUrl, Number(process.env.JEST_WORKER_ID ?? 1));
  await ensureDatabase(baseUrl, databaseUrl);
  await commitWithoutFlush(databaseUrl);
  process.env.DATABASE_URL = databaseUrl;
}
