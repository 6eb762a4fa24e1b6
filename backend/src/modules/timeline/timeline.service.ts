import type { GuestTimelineEvent, ProviderTimelineEvent, TimelineEventInput, TimelineEvent as TimelineEventReply, TimelineQuery } from '@hochzeit/contracts';
import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { CachedReads } from '../../database/data-changes.js';
import { ServiceProvider } from '../service-providers/index.js';
import { isInGuestDayPlan, isInProviderSchedule, TYPES_FOR_GUEST } from './guest-day-plan.js';
import { TimelineEvent } from './timeline-event.entity.js';
import { DAY_PLAN_TABLES, eventsOfTypes, GUEST_TYPE_TABLES, guestTypeOf } from './timeline.queries.js';

function view(event: TimelineEvent): TimelineEventReply {
  return {
    ...event,
    end_time: event.end_time ?? null,
    location: event.location ?? null,
    responsible_person: event.responsible_person ?? null,
    service_provider_id: event.service_provider?.id ?? null,
    service_provider_name: event.service_provider?.company_name ?? null,
  };
}

/** What guests read: no audiences, no one responsible, no SMS state. */
function guestView({ id, title, time, end_time, description, location, event_color, timeline_type }: TimelineEvent): GuestTimelineEvent {
  return { id, title, time, end_time: end_time ?? null, description, location: location ?? null, event_color, timeline_type };
}

@Injectable()
export class TimelineService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: CachedReads,
  ) {}

  async list(filter: TimelineQuery): Promise<TimelineEventReply[]> {
    const where: FilterQuery<TimelineEvent> = {};
    if (filter.type && filter.type !== 'all') where.timeline_type = filter.type;
    if (filter.service_provider_id) where.service_provider = filter.service_provider_id;
    const events = await this.em.find(TimelineEvent, where, { orderBy: { time: 'asc', id: 'asc' }, populate: ['service_provider'] });
    return events.map(view);
  }

  private findOrFail(id: number) {
    return this.em.findOneOrFail(TimelineEvent, { id }, { populate: ['service_provider'], ...orNotFound('Ereignis nicht gefunden') });
  }

  /** The whole event from the request; an unknown provider is a bad request, not a missing event. */
  private async apply(event: TimelineEvent, { service_provider_id, time, end_time, ...fields }: TimelineEventInput) {
    const provider = service_provider_id
      ? await this.em.findOneOrFail(ServiceProvider, { id: service_provider_id }, { failHandler: () => new BadRequestException('Dienstleister existiert nicht') })
      : null;
    this.em.assign(event, { ...fields, time: new Date(time), end_time: end_time ? new Date(end_time) : null, service_provider: provider }, UPDATE);
  }

  async create(input: TimelineEventInput): Promise<TimelineEventReply> {
    const event = this.em.create(TimelineEvent, { title: '', time: new Date(), description: '', visible_to: [] });
    await this.apply(event, input);
    await this.em.flush();
    return view(event);
  }

  async update(id: number, input: TimelineEventInput): Promise<TimelineEventReply> {
    const event = await this.findOrFail(id);
    await this.apply(event, input);
    await this.em.flush();
    return view(event);
  }

  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  /**
   * Only events visible to guests, of the types for this guest's type (never one not meant for
   * them). The day plan of each guest type is read once until the plan changes.
   */
  async forGuest(guestId: number): Promise<GuestTimelineEvent[]> {
    const guestType = await this.reads.get(`guest type ${guestId}`, GUEST_TYPE_TABLES, () => guestTypeOf(this.em, guestId));
    return this.reads.get(`guest day plan ${guestType}`, DAY_PLAN_TABLES, async () => {
      const events = await eventsOfTypes(this.em, TYPES_FOR_GUEST[guestType]);
      return events.filter((e) => isInGuestDayPlan(guestType, e)).map(guestView);
    });
  }

  /** The provider's own events, plus general provider events (type service_provider, no provider set) visible to providers. */
  async forServiceProvider(providerId: number): Promise<ProviderTimelineEvent[]> {
    const events = await this.em.find(
      TimelineEvent,
      { $or: [{ service_provider: providerId }, { timeline_type: 'service_provider', service_provider: null }] },
      { orderBy: { time: 'asc', id: 'asc' } },
    );
    // Providers also see who is responsible on site for each of their events.
    return events.filter((e) => isInProviderSchedule(providerId, e)).map(view);
  }
}
