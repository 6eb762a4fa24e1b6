import { GUEST_TYPES, type GuestType, smsRecipientNumber, smsSegments, renderSmsTemplate } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EventSettingsService } from '../event-settings/index.js';
import { Guest, fullName } from '../guests/index.js';
import { answeredGuestIds } from '../rsvp/index.js';
import { TimelineEvent } from '../timeline/index.js';
import { personalizeSms } from './sms-personalization.js';
import { SmsOptOut } from './sms.entity.js';

/** One message as it will be stored and sent. */
export interface SmsRecipient {
  guest: Guest | null;
  guestName: string | null;
  /** E.164, or null when the stored mobile is no usable number (the message is recorded as failed). */
  to: string | null;
  /** The mobile as stored, shown when it is unusable. */
  raw: string;
  body: string;
  /** The event the event placeholders describe. */
  event: TimelineEvent | undefined;
}

export interface PersonalizeOptions {
  /** false: the text goes out as written. */
  personalize: boolean;
  /** A reminder: the event placeholders describe this event instead of each guest's next one. */
  event?: TimelineEvent;
}


/**
 * Who an SMS goes to and what it says to each of them: the guests with a mobile number, their
 * personalised texts (times in the venue's time zone), and the numbers that answered STOP.
 */
@Injectable()
export class SmsAudience {
  constructor(
    private readonly em: EntityManager,
    private readonly eventSettings: EventSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Guests whose mobile is not blank, by name. `unanswered`: only those without an RSVP answer
   * ('Noch ohne Antwort'), as the answers stand at this moment.
   */
  async guestsWithMobile(filter: { types?: readonly GuestType[]; ids?: readonly number[]; unanswered?: boolean } = {}): Promise<Guest[]> {
    const answered = filter.unanswered ? [...(await this.answeredGuestIds())] : [];
    const guests = await this.em.find(
      Guest,
      {
        mobile: { $ne: null },
        ...(filter.types ? { guest_type: { $in: [...filter.types] } } : {}),
        ...(filter.ids ? { id: { $in: [...filter.ids] } } : {}),
        ...(answered.length ? { id: { $nin: answered, ...(filter.ids ? { $in: [...filter.ids] } : {}) } } : {}),
      },
      { orderBy: { last_name: 'asc', first_name: 'asc', id: 'asc' } },
    );
    return guests.filter((guest) => guest.mobile!.trim() !== '');
  }

  /** Guests who have an RSVP answer. */
  answeredGuestIds(): Promise<Set<number>> {
    return answeredGuestIds(this.em);
  }

  /** Numbers that answered STOP. */
  async optedOutNumbers(): Promise<Set<string>> {
    const rows = await this.em.find(SmsOptOut, {}, { fields: ['number'] });
    return new Set(rows.map((row) => row.number));
  }

  number(raw: string): string | null {
    return smsRecipientNumber(raw, this.config.sms.defaultCountryCode);
  }

  isOptedOut(optedOut: ReadonlySet<string>, raw: string): boolean {
    const number = this.number(raw);
    return number !== null && optedOut.has(number);
  }

  /** Each guest's message, in the order given. */
  async forGuests(guests: readonly Guest[], template: string, options: PersonalizeOptions): Promise<SmsRecipient[]> {
    const context = options.personalize ? await this.personalizationContext() : undefined;
    return guests.map((guest) => {
      const raw = guest.mobile!.trim();
      const personalized = context ? personalizeSms(template, guest, context.events, { now: context.now, timeZone: context.timeZone, event: options.event }) : undefined;
      return { guest, guestName: fullName(guest.first_name, guest.last_name), to: this.number(raw), raw, body: personalized?.text ?? template, event: personalized?.event };
    });
  }

  /** Own numbers: the text exactly as written (no placeholders replaced). */
  forNumbers(numbers: readonly string[], template: string): SmsRecipient[] {
    return numbers.map((raw) => ({ guest: null, guestName: null, to: this.number(raw), raw, body: template, event: undefined }));
  }

  /** How many guests with a mobile there are of each type. */
  static statsByType(guests: readonly Guest[]): Record<GuestType, number> {
    const stats = Object.fromEntries(GUEST_TYPES.map((type) => [type, 0])) as Record<GuestType, number>;
    for (const guest of guests) stats[guest.guest_type as GuestType] += 1;
    return stats;
  }

  /** Unknown placeholders of a template as written ('{Vorname}'). */
  static unknownPlaceholders(template: string): string[] {
    return renderSmsTemplate(template, {}).unknown;
  }

  static segments(body: string) {
    return smsSegments(body);
  }

  private async personalizationContext() {
    const [events, settings] = await Promise.all([this.em.find(TimelineEvent, {}, { orderBy: { time: 'asc', id: 'asc' } }), this.eventSettings.get()]);
    return { events, timeZone: settings.time_zone, now: new Date() };
  }
}
