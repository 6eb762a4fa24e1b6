import pg from 'pg';

/** The database `url` names. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** `url` with the database `name` instead of its own, on the same server and as the same user. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/** Runs `work` on a connection of its own to the database `url` names, closed afterwards. */
export async function onDatabaseServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL every Jest worker gets a database of its own, so test files can run side by side:
 * each file drops and rebuilds the `public` schema of the database it uses. Worker 1 keeps the
 * database `DATABASE_URL` names, worker n uses `<name>_w<n>` on the same server.
 */
export function workerDatabaseUrl(baseUrl: string, workerId: number): string {
  const name = databaseName(baseUrl);
  // A Jest started inside a test (with this process's environment) finds its URL already assigned.
  if (workerId <= 1 || /_w\d+$/.test(name)) return baseUrl;
  return withDatabase(baseUrl, `${name}_w${workerId}`);
}

/** Creates the database `databaseUrl` names unless it is there, connected through `baseUrl`'s. */
export async function ensureDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  if (databaseUrl === baseUrl) return;
  const name = databaseName(databaseUrl);
  await onDatabaseServer(baseUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}
