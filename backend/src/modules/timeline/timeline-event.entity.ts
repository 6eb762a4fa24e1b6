import { DEFAULT_EVENT_COLOR, DEFAULT_TIMELINE_TYPE, TIMELINE_TYPES, type TimelineAudience } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { ServiceProvider } from '../service-providers/index.js';

/** One entry of the day plan. */
const TimelineEventSchema = defineEntity({
  name: 'TimelineEvent',
  tableName: 'timeline_event',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    time: p.datetime().index(),
    end_time: p.datetime().nullable(),
    description: p.text(),
    timeline_type: p.enum(TIMELINE_TYPES).default(DEFAULT_TIMELINE_TYPE),
    visible_to: p.json<TimelineAudience[]>(),
    location: p.string().length(200).nullable(),
    responsible_person: p.string().length(200).nullable(),
    event_color: p.string().length(7).default(DEFAULT_EVENT_COLOR),
    sms_notification: p.boolean().default(false),
    /** Set by the SMS reminder only; never from a request body. */
    sms_sent: p.boolean().default(false),
    service_provider: () => p.manyToOne(ServiceProvider).nullable().deleteRule('set null').index(),
  },
});

export class TimelineEvent extends TimelineEventSchema.class {}
TimelineEventSchema.setClass(TimelineEvent);
