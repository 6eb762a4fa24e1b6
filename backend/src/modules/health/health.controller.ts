import { HealthReply } from '@hochzeit/contracts';
import { Controller, Get, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { databaseKind } from '../../database/orm-options.js';
import { pingDatabase } from './health.queries.js';

@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Up, and the database answers; which database is in use. */
  @Get()
  @Reply(HealthReply)
  @ApiDoc('Health check')
  async health(): Promise<HealthReply> {
    await pingDatabase(this.em);
    return { status: 'ok', db: databaseKind(this.config) };
  }
}
