import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { ormOptions } from './orm-options.js';

@Module({})
export class DatabaseModule {
  /** The configuration is known before the module graph is built, so the ORM options are too. */
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DatabaseModule, imports: [MikroOrmModule.forRoot(ormOptions(config))] };
  }
}
