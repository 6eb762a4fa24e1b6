import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DemoDataController } from './demo-data.controller.js';
import { DemoDataService } from './demo-data.service.js';
import { DemoRecord, DemoSeed } from './demo-record.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([DemoRecord, DemoSeed])], controllers: [DemoDataController], providers: [DemoDataService] })
export class DemoDataModule {}
