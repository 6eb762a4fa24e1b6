import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { CachedReads, DataChanges } from './data-changes.js';
import { ormOptions } from './orm-options.js';
import { RequestContextMiddleware } from './request-context.js';

@Module({})
export class DatabaseModule implements NestModule {
  /**
   * The configuration is known before the module graph is built, so the ORM options are too.
   * Every module can keep what it reads until the tables change (CachedReads).
   */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      // Each module registers its entities (forFeature). Each request gets its ORM context from
      // RequestContextMiddleware instead (forked on first use).
      imports: [MikroOrmModule.forRoot({ ...ormOptions(config, []), autoLoadEntities: true, registerRequestContext: false })],
      providers: [DataChanges, CachedReads],
      exports: [DataChanges, CachedReads],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContextMiddleware).forRoutes('{*all}');
  }
}
