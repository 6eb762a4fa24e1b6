import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DeleteFilesWorker } from './delete-files.job.js';
import { DiskFileStorage, FileStorage } from './file-storage.js';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      // An in-memory database (tests) gets a scratch folder of its own.
      useFactory: (config: AppConfig) =>
        new DiskFileStorage(config.inMemoryDatabase ? mkdtempSync(path.join(os.tmpdir(), 'hochzeit-files-')) : path.join(config.dataDir, 'files')),
    },
    DeleteFilesWorker,
  ],
  exports: [FileStorage],
})
export class StorageModule {}
