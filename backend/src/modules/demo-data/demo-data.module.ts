import { Module } from '@nestjs/common';
import { DemoDataController } from './demo-data.controller.js';
import { DemoDataService } from './demo-data.service.js';

@Module({ controllers: [DemoDataController], providers: [DemoDataService] })
export class DemoDataModule {}
