import { Module } from '@nestjs/common';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { WeatherController } from './weather.controller.js';
import { WeatherService } from './weather.service.js';

@Module({ imports: [EventSettingsModule], controllers: [WeatherController], providers: [WeatherService] })
export class WeatherModule {}
