import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { GuestsModule } from './modules/guests/guests.module.js';
import { HealthController } from './modules/health/health.controller.js';
import { ServiceProvidersModule } from './modules/service-providers/service-providers.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), AuthModule, GuestsModule, ServiceProvidersModule],
      controllers: [HealthController],
    };
  }
}
