import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { holdFileDeletionExclusive, holdFileDeletionShared } from './storage.queries.js';

/**
 * Stored files are deleted only while no backup runs. A backup reads the database as one snapshot
 * and copies the files afterwards: a file whose row the snapshot holds must still be there when
 * its turn comes, even if the row was deleted in between. Deletions wait (they are queued jobs, so
 * nobody waits for them); new files may appear, and the restored server sweeps those it recorded
 * as pending. In one process (PGlite) a counter is enough; on PostgreSQL an advisory lock extends
 * it to every web process and worker.
 */
@Injectable()
export class FileDeletionPause {
  private deletions = 0;
  private deletionsDone?: () => void;
  private pause?: Promise<void>;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs `work` (a backup) once deletions in progress have ended, with no deletion starting until it ends. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    while (this.pause) await this.pause;
    let release!: () => void;
    this.pause = new Promise<void>((resolve) => (release = resolve));
    let client: pg.Client | undefined;
    try {
      if (this.deletions > 0) await new Promise<void>((resolve) => (this.deletionsDone = resolve));
      if (this.config.databaseUrl) {
        client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'hochzeitsportal-backup' });
        await client.connect();
        await holdFileDeletionExclusive(client);
      }
      return await work();
    } finally {
      // Ending the connection ends its advisory lock.
      await client?.end().catch(() => undefined);
      this.pause = undefined;
      release();
    }
  }

  /** Runs `deletion` (removing stored files) when no backup holds the pause. */
  async whenFree<T>(deletion: () => Promise<T>): Promise<T> {
    while (this.pause) await this.pause;
    this.deletions++;
    try {
      if (!this.config.databaseUrl) return await deletion();
      return await this.orm.em.fork().transactional(async (em) => {
        await holdFileDeletionShared(em);
        return deletion();
      });
    } finally {
      this.deletions--;
      if (this.deletions === 0) this.deletionsDone?.();
    }
  }
}
