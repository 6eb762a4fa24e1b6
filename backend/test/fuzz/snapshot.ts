import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DiskFileStorage, FileStorage } from '../../src/storage/file-storage.js';
import { OutboxRelay } from '../../src/jobs/outbox-relay.js';
import { MediaDerivatives } from '../../src/modules/media/media-derivatives.worker.js';
import type { TestApp } from '../test-app.js';

/**
 * A cheap fingerprint of everything a request could have changed: per table its row count and a
 * hash over its rows (one query for all tables), and the stored files. Two equal snapshots mean
 * nothing was written. The outbox of earlier requests is relayed first, and the photo files an
 * earlier upload started to make are stored first, so neither can pass for a change made by the
 * request under test.
 */
/**
 * Not the request's data but its trace: which guest's device used its session when ('Meine Daten' →
 * Anmeldungen, issue 42), noted on every guest request before its body is read, a refused one too.
 */
const TRACES = new Set(['guest_session']);

export interface Snapshot {
  tables: Record<string, string>;
  files: string[];
}

export function snapshotter(t: TestApp): () => Promise<Snapshot> {
  const tables = [...new Set([...t.orm.getMetadata().getAll().values()].filter((meta) => !meta.embeddable && meta.tableName && !TRACES.has(meta.tableName)).map((meta) => meta.tableName))].sort();
  const sql = tables
    .map((table) => `select '${table}' as name, count(*) || ':' || coalesce(md5(string_agg(row_text, '|' order by row_text)), '') as fingerprint from (select t::text as row_text from "${table}" t) rows`)
    .join(' union all ');
  const storage = t.app.get<FileStorage, DiskFileStorage>(FileStorage);
  return async () => {
    await t.app.get(OutboxRelay).flush();
    await t.app.get(MediaDerivatives).idle();
    const rows: Array<{ name: string; fingerprint: string }> = await t.orm.em.getConnection().execute(sql);
    const files = readdirSync(storage.root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(storage.root, path.join(entry.parentPath, entry.name)))
      .sort();
    return { tables: Object.fromEntries(rows.map((row) => [row.name, row.fingerprint])), files };
  };
}
