import { Module } from '@nestjs/common';
import { TickerController } from './ticker.controller.js';
import { TickerService } from './ticker.service.js';

@Module({ controllers: [TickerController], providers: [TickerService] })
export class TickerModule {}
