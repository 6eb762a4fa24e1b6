import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Guest, type GuestType } from '../guests/guest.entity.js';
import { ServiceProvider } from '../service-providers/service-provider.entity.js';
import type { TimelineEventInput, TimelineFilterQuery } from './dto/timeline-event.input.js';
import { DEFAULT_EVENT_COLOR, TimelineEvent, type TimelineType } from './timeline-event.entity.js';

/** Which event types a guest sees: Apéro guests the Apéro, Inner Circle guests both parts of the day. */
const TYPES_FOR_GUEST: Record<GuestType, TimelineType[]> = {
  Apéro: ['appero'],
  'Inner Circle': ['appero', 'inner_circle'],
};

function view(event: TimelineEvent) {
  return {
    id: event.id,
    title: event.title,
    time: event.time.toISOString(),
    end_time: event.end_time ? event.end_time.toISOString() : null,
    description: event.description,
    timeline_type: event.timeline_type,
    visible_to: event.visible_to,
    location: event.location ?? null,
    responsible_person: event.responsible_person ?? null,
    event_color: event.event_color,
    sms_notification: event.sms_notification,
    sms_sent: event.sms_sent,
    service_provider_id: event.service_provider?.id ?? null,
    service_provider_name: event.service_provider?.company_name ?? null,
  };
}

/** What guests and providers read: no admin-only fields. */
function publicView(event: TimelineEvent) {
  const { title, time, end_time, description, location, event_color, timeline_type } = view(event);
  return { id: event.id, title, time, end_time, description, location, event_color, timeline_type };
}

@Injectable()
export class TimelineService {
  constructor(private readonly em: EntityManager) {}

  async list(filter: TimelineFilterQuery) {
    const where: FilterQuery<TimelineEvent> = {};
    if (filter.type && filter.type !== 'all') where.timeline_type = filter.type;
    if (filter.service_provider_id) where.service_provider = filter.service_provider_id;
    const events = await this.em.find(TimelineEvent, where, { orderBy: { time: 'asc', id: 'asc' }, populate: ['service_provider'] });
    return events.map(view);
  }

  private async findOrFail(id: number) {
    const event = await this.em.findOne(TimelineEvent, { id }, { populate: ['service_provider'] });
    if (!event) throw new NotFoundException('Ereignis nicht gefunden');
    return event;
  }

  private async apply(event: TimelineEvent, input: TimelineEventInput) {
    const start = new Date(input.time);
    const end = input.end_time ? new Date(input.end_time) : null;
    if (end && end <= start) throw new BadRequestException('Die Endzeit muss nach der Startzeit liegen');
    let provider: ServiceProvider | null = null;
    if (input.service_provider_id) {
      provider = await this.em.findOne(ServiceProvider, { id: input.service_provider_id });
      if (!provider) throw new BadRequestException('Dienstleister existiert nicht');
    }
    Object.assign(event, {
      title: input.title,
      time: start,
      end_time: end,
      description: input.description,
      timeline_type: input.timeline_type,
      visible_to: [...new Set(input.visible_to)],
      location: input.location ?? null,
      responsible_person: input.responsible_person ?? null,
      event_color: input.event_color ?? event.event_color ?? DEFAULT_EVENT_COLOR,
      sms_notification: input.sms_notification ?? false,
      service_provider: provider,
    });
  }

  async create(input: TimelineEventInput) {
    const event = this.em.create(TimelineEvent, { title: '', time: new Date(), description: '', visible_to: [] });
    await this.apply(event, input);
    await this.em.flush();
    return view(event);
  }

  async update(id: number, input: TimelineEventInput) {
    const event = await this.findOrFail(id);
    await this.apply(event, input);
    await this.em.flush();
    return view(event);
  }

  async remove(id: number) {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  /** Only events visible to guests, of the types for this guest's type (never one not meant for them). */
  async forGuest(guestId: number) {
    const guest = await this.em.findOne(Guest, { id: guestId });
    if (!guest) throw new NotFoundException('Gast nicht gefunden');
    const events = await this.em.find(TimelineEvent, { timeline_type: { $in: TYPES_FOR_GUEST[guest.guest_type as GuestType] } }, { orderBy: { time: 'asc', id: 'asc' } });
    return events.filter((e) => e.visible_to.includes('guest')).map(publicView);
  }

  /** The provider's own events, plus general provider events (type service_provider, no provider set) visible to providers. */
  async forServiceProvider(providerId: number) {
    const events = await this.em.find(
      TimelineEvent,
      { $or: [{ service_provider: providerId }, { timeline_type: 'service_provider', service_provider: null }] },
      { orderBy: { time: 'asc', id: 'asc' } },
    );
    // Providers also see who is responsible on site for each of their events.
    return events
      .filter((e) => e.service_provider?.id === providerId || e.visible_to.includes('service_provider'))
      .map((e) => ({ ...publicView(e), responsible_person: e.responsible_person ?? null }));
  }
}
