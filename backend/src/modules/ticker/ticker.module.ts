import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TickerController } from './ticker.controller.js';
import { TickerService } from './ticker.service.js';
import { TickerMessage } from './ticker-message.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([TickerMessage])], controllers: [TickerController], providers: [TickerService] })
export class TickerModule {}
