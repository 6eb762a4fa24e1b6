import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EventSettingsController } from './event-settings.controller.js';
import { EventSettingsService } from './event-settings.service.js';
import { EventSettings } from './event-settings.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([EventSettings])], controllers: [EventSettingsController], providers: [EventSettingsService], exports: [EventSettingsService] })
export class EventSettingsModule {}
