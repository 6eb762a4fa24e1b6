import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DeleteFilesWorker } from './delete-files.job.js';
import { FileDeletionPause } from './file-deletion-pause.js';
import { DiskFileStorage, FileStorage } from './file-storage.js';
import { PendingFile } from './pending-file.entity.js';
import { PendingFileRecords } from './pending-files.js';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature([PendingFile])],
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      // An in-memory database (tests) gets a scratch folder of its own.
      useFactory: (config: AppConfig) =>
        new DiskFileStorage(config.inMemoryDatabase ? mkdtempSync(path.join(os.tmpdir(), 'hochzeit-files-')) : path.join(config.dataDir, 'files')),
    },
    DeleteFilesWorker,
    PendingFileRecords,
    FileDeletionPause,
  ],
  exports: [FileStorage, PendingFileRecords, FileDeletionPause],
})
export class StorageModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const removed = this.storage instanceof DiskFileStorage ? this.storage.abandonedTempFilesRemoved : 0;
    if (removed > 0) new Logger('Dateien').log(`${removed} temporäre Datei(en) abgebrochener Uploads entfernt`);
  }

  /** A test's scratch folder goes with its in-memory database; real data under DATA_DIR stays. */
  async onApplicationShutdown(): Promise<void> {
    if (this.config.inMemoryDatabase && this.storage instanceof DiskFileStorage) await rm(this.storage.root, { recursive: true, force: true });
  }
}
