import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { CachedReads, DataChanges } from './data-changes.js';
import { ormOptions } from './orm-options.js';

@Module({})
export class DatabaseModule {
  /**
   * The configuration is known before the module graph is built, so the ORM options are too.
   * Every module can keep what it reads until the tables change (CachedReads).
   */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [MikroOrmModule.forRoot(ormOptions(config))],
      providers: [DataChanges, CachedReads],
      exports: [DataChanges, CachedReads],
    };
  }
}
