import { EntityManager, MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataChanges } from '../database/data-changes.js';
import { FileStorage } from './file-storage.js';
import { PendingFile } from './pending-file.entity.js';

/** Files about to be written, recorded as pending (see PendingFiles.expect). */
export interface PendingFiles {
  readonly id: string;
  readonly files: readonly string[];
}

/** The record of pending files was taken over by another process that took this one for ended. */
export class PendingFilesLostError extends Error {
  constructor() {
    super('Die Dateien wurden inzwischen als verwaist entfernt');
  }
}

/** On PostgreSQL, how often the records of other processes are checked (a process may crash any time). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Files in storage without their rows, left by a crash between writing a file and committing
 * the row that refers to it, are found and removed:
 *
 * 1. `expect(files)` commits a record of the keys before anything is written under them;
 * 2. the files are written;
 * 3. `record(em, pending, work)` deletes the record in the transaction that writes the rows
 *    (flushing `em`): once that commits, the files belong to the rows.
 *
 * On any failure `discard(pending)` removes the files and the record. A record still there when
 * its process has ended names files no row refers to: at start (and on PostgreSQL every few
 * minutes) they are removed, before this process serves any request. Another process's record
 * is taken over first (its owner set to this process), so that owner, if it was alive after all,
 * finds its record gone and fails instead of keeping files that are being removed.
 *
 * Files that lose their row the other way round (a deleted row) go with the outbox's
 * storage.delete-files job, written in the deleting transaction.
 */
@Injectable()
export class PendingFileRecords implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Dateien');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    private readonly storage: FileStorage,
    private readonly changes: DataChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    if (this.config.databaseUrl) {
      this.timer = setInterval(() => void this.sweep().catch((error: Error) => this.logger.warn(`Verwaiste Dateien nicht geprüft: ${error.message}`)), SWEEP_INTERVAL_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Records that files will be written under these keys (committed at once). */
  async expect(files: readonly string[]): Promise<PendingFiles> {
    const em = this.orm.em.fork();
    const record = em.create(PendingFile, { files: [...files], owner: this.changes.instance });
    await em.flush();
    return { id: record.id, files };
  }

  /**
   * In one transaction: `work` (if given), the flush of `em` (the rows that refer to the files),
   * and the end of the records. Rejects (and rolls back) if `work` or the flush fails, or if a
   * record was taken over meanwhile (PendingFilesLostError).
   */
  async record(em: EntityManager, pending: PendingFiles | readonly PendingFiles[], work?: () => Promise<void>): Promise<void> {
    const records = ([] as PendingFiles[]).concat(pending);
    await em.begin();
    try {
      await work?.();
      for (const { id } of records) {
        const ended = await em.nativeDelete(PendingFile, { id, owner: this.changes.instance });
        if (ended !== 1) throw new PendingFilesLostError();
      }
      await em.commit();
    } catch (error) {
      await em.rollback();
      throw error;
    }
  }

  /** The files were not recorded: they go, then their record (a crash in between leaves it for the sweep). */
  async discard(pending: PendingFiles): Promise<void> {
    for (const key of pending.files) await this.storage.remove(key);
    await this.orm.em.fork().nativeDelete(PendingFile, { id: pending.id, owner: this.changes.instance });
  }

  /** Removes the files of every record whose process has ended; returns how many records. */
  async sweep(): Promise<number> {
    const em = this.orm.em.fork();
    const living = await this.changes.livingInstances();
    const records = await em.find(PendingFile, { owner: { $nin: [...living] } });
    let swept = 0;
    for (const record of records) {
      const taken = await em.nativeUpdate(PendingFile, { id: record.id, owner: record.owner }, { owner: this.changes.instance });
      if (taken !== 1) continue;
      await this.discard({ id: record.id, files: record.files });
      swept++;
    }
    if (swept > 0) this.logger.log(`${swept} unterbrochene Speichervorgänge aufgeräumt (Dateien ohne Eintrag entfernt)`);
    return swept;
  }
}
