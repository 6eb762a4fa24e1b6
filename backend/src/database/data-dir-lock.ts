import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { tryLock, unlock } from 'fs-native-extensions';
import type { AppConfig } from '../config/app-config.js';

/** In DATA_DIR; never deleted (a new file beside an old open one would be a second, separate lock). */
export const DATA_DIR_LOCK_FILE = 'db.lock';

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

/**
 * The embedded database (PGlite in DATA_DIR) belongs to one process: two processes on one folder
 * would each overwrite the other's confirmed writes. So a process holds an exclusive lock of the
 * operating system on DATA_DIR/db.lock while it has the database open (on Linux an open file
 * description lock, which a child process does not inherit). The kernel drops the lock when the
 * process ends in whatever way, kill -9 included: no stale lock can outlive its holder, and a
 * process id that was reused means nothing (the id in the file is only shown in the message).
 * PostgreSQL (DATABASE_URL) serves any number of processes, and the in-memory database is the
 * process's own: neither takes the lock.
 */
export function lockDataDir(config: Pick<AppConfig, 'databaseUrl' | 'inMemoryDatabase' | 'dataDir'>): DataDirLock | null {
  if (config.databaseUrl || config.inMemoryDatabase) return null;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, DATA_DIR_LOCK_FILE);
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) {
    const holder = readFileSync(file, 'utf8').trim();
    throw new DataDirInUseError(
      `Der Datenordner ${config.dataDir} wird bereits von einem anderen Prozess des Hochzeitsportals verwendet${/^\d+$/.test(holder) ? ` (PID ${holder})` : ''}. ` +
        'Die eingebettete Datenbank darf nur ein Prozess öffnen: beenden Sie den anderen Prozess, ' +
        'oder verwenden Sie für mehrere Prozesse PostgreSQL (DATABASE_URL).',
    );
  }
  ftruncateSync(fd);
  writeSync(fd, `${process.pid}\n`);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      unlock(fd);
      closeSync(fd);
    },
  };
}

/**
 * Gives the lock back at shutdown, only once the database is closed: the root module's shutdown
 * hooks run before the ORM module's, so this closes the ORM itself first (closing it again later
 * does nothing). Everything that writes (job queue, relay) has stopped in an earlier phase.
 */
export function releasedOnShutdown(lock: DataDirLock): Provider {
  return {
    provide: 'DATA_DIR_LOCK',
    inject: [MikroORM],
    useFactory: (orm: MikroORM): OnApplicationShutdown => ({
      async onApplicationShutdown() {
        try {
          await orm.close();
        } finally {
          lock.release();
        }
      },
    }),
  };
}
