import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { TimelineCalendarController } from './timeline-calendar.controller.js';
import { TimelineCalendar } from './timeline-calendar.service.js';
import { TimelineController } from './timeline.controller.js';
import { TimelineService } from './timeline.service.js';
import { TimelineEvent } from './timeline-event.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([TimelineEvent]), EventSettingsModule], controllers: [TimelineController, TimelineCalendarController], providers: [TimelineService, TimelineCalendar], exports: [TimelineCalendar] })
export class TimelineModule {}
