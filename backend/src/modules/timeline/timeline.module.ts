import { Module } from '@nestjs/common';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { TimelineCalendarController } from './timeline-calendar.controller.js';
import { TimelineCalendar } from './timeline-calendar.service.js';
import { TimelineController } from './timeline.controller.js';
import { TimelineService } from './timeline.service.js';

@Module({ imports: [EventSettingsModule], controllers: [TimelineController, TimelineCalendarController], providers: [TimelineService, TimelineCalendar] })
export class TimelineModule {}
