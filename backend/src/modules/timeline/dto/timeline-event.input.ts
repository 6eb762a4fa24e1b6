import { TimelineEventInput, TimelineQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class TimelineEventInputDto extends createZodDto(TimelineEventInput) {}
export class TimelineQueryDto extends createZodDto(TimelineQuery) {}
