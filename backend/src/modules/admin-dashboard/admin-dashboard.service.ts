import { type AdminDashboard, type AdminTodoKind, ADMIN_TODO_KINDS, DATA_DELETION_WITHIN_DAYS, PAYMENT_DUE_WITHIN_DAYS } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { calendarDay, calendarDaysBetween } from '../../common/german-time.js';
import { EventSettingsService } from '../event-settings/index.js';
import { KitchenService } from '../kitchen/index.js';
import { RetentionService } from '../privacy/index.js';
import { RoomsService } from '../rooms/index.js';
import { RsvpService } from '../rsvp/index.js';
import { ServiceProvider } from '../service-providers/index.js';
import { isInProviderSchedule, TimelineEvent } from '../timeline/index.js';
import { invitationCounts, messageCounts, photoCounts } from './admin-dashboard.queries.js';

/** 'YYYY-MM-DD' plus `days` calendar days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The wedding at a glance. Each figure comes from the module that owns it, so it equals the page
 * it links to: answers from the RSVP overview's summary, meals from the kitchen list, rooms from
 * the rooms' own view; only counts no module offers (photos, messages, invitations) are read here.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
    private readonly kitchen: KitchenService,
    private readonly rooms: RoomsService,
    private readonly eventSettings: EventSettingsService,
    private readonly retention: RetentionService,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const em = this.em.fork();
    const [settings, overview, kitchen, rooms, innerCircle, invitations, messages, photos, providers, events, privacy] = await Promise.all([
      this.eventSettings.get(),
      this.rsvp.overview({}),
      this.kitchen.list(),
      this.rooms.listRooms(),
      this.rooms.innerCircleGuests(),
      invitationCounts(em),
      messageCounts(em),
      photoCounts(em),
      em.find(ServiceProvider, {}, { fields: ['id', 'payment_due'] }),
      em.find(TimelineEvent, {}, { fields: ['timeline_type', 'visible_to', 'service_provider'] }),
      this.retention.openPoints(DATA_DELETION_WITHIN_DAYS),
    ]);
    const timeZone = settings.time_zone;
    const today = calendarDay(now, timeZone);
    const { summary } = overview;
    const deadline = overview.settings.deadline;
    // The deadline has passed once its day has ended: answers are no longer taken.
    const deadlinePassed = deadline !== null && !overview.settings.open;

    const bedsFree = rooms.reduce((sum, room) => sum + Math.max(0, room.total_capacity - room.occupancy), 0);
    // A declined guest needs no bed.
    const withoutRoom = innerCircle.filter((guest) => !guest.has_room && guest.rsvp_status !== 'no').length;

    const lastPayDay = addDays(today, PAYMENT_DUE_WITHIN_DAYS);
    const paymentsDue = providers.filter((p) => p.payment_due && p.payment_due >= today && p.payment_due <= lastPayDay).length;
    const withoutSchedule = providers.filter((p) => !events.some((event) => isInProviderSchedule(p.id, event))).length;

    const open: Record<AdminTodoKind, number> = {
      sign_in_link_missing: invitations.without_link,
      answers_missing: deadlinePassed ? summary.total.open : 0,
      rooms_short: Math.max(0, withoutRoom - bedsFree),
      providers_without_schedule: withoutSchedule,
      payments_due: paymentsDue,
      deletion_requests: privacy.deletion_requests,
      removal_requests: privacy.removal_requests,
      data_deletion_soon: privacy.days_until_deletion ?? 0,
    };

    return {
      wedding: { starts_at: settings.starts_at, days_until: calendarDaysBetween(now, settings.starts_at, timeZone), time_zone: timeZone },
      guests: overview.guests.length,
      answers: {
        ...summary.total,
        companions: summary.companions,
        by_guest_type: summary.by_guest_type,
        deadline,
        deadline_passed: deadlinePassed,
      },
      meals: {
        menus: kitchen.menus.map(({ menu_id, label, count }) => ({ menu_id, label, count })),
        people: kitchen.totals.people,
        allergies: kitchen.allergies.length,
        with_allergies: kitchen.totals.with_allergies,
      },
      rooms: {
        occupied: rooms.filter((room) => room.occupancy > 0).length,
        free: rooms.filter((room) => room.occupancy === 0).length,
        beds_free: bedsFree,
        inner_circle_without_room: withoutRoom,
      },
      photos: {
        new_today: photos.recent.filter((at) => calendarDay(at, timeZone) === today).length,
        hidden: photos.hidden,
        total: photos.total,
        pending: photos.pending,
      },
      messages,
      invitations: { not_sent: invitations.never_invited },
      todos: ADMIN_TODO_KINDS.filter((kind) => open[kind] > 0).map((kind) => ({ kind, count: open[kind] })),
    };
  }
}
