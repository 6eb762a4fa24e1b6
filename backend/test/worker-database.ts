import pg from 'pg';

/**
 * On PostgreSQL every Jest worker gets a database of its own, so test files can run side by side:
 * each file drops and rebuilds the `public` schema of the database it uses. Worker 1 keeps the
 * database `DATABASE_URL` names, worker n uses `<name>_w<n>` on the same server.
 */
export function workerDatabaseUrl(baseUrl: string, workerId: number): string {
  const url = new URL(baseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  // A Jest started inside a test (with this process's environment) finds its URL already assigned.
  if (workerId <= 1 || /_w\d+$/.test(name)) return baseUrl;
  url.pathname = `/${name}_w${workerId}`;
  return url.toString();
}

/** Creates the database `databaseUrl` names unless it is there, connected through `baseUrl`'s. */
export async function ensureDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  if (databaseUrl === baseUrl) return;
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
