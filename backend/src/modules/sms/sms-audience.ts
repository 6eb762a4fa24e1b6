import { GUEST_TYPES, type GuestType, type MessageChannelChoice, type MessageMedium, smsRecipientNumber, smsSegments, renderSmsTemplate } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmailUnsubscribes } from '../email/index.js';
import { EventSettingsService } from '../event-settings/index.js';
import { Guest, fullName } from '../guests/index.js';
import { answeredGuestIds } from '../rsvp/index.js';
import { TimelineEvent } from '../timeline/index.js';
import { personalizeSms } from './sms-personalization.js';
import { SmsOptOut } from './sms.entity.js';
import { byPersonName } from '../../common/german-sort.js';

/** One message as it will be stored and sent. */
export interface SmsRecipient {
  /** Unset: 'sms'. */
  medium?: MessageMedium;
  guest: Guest | null;
  guestName: string | null;
  /** E.164 or the e-mail address, or null when the stored mobile is no usable number (the message is recorded as failed). */
  to: string | null;
  /** E-mail only. */
  subject?: string | null;
  /** Unique per message where a message must never be stored twice (reminders, confirmations). */
  dedupeKey?: string | null;
  /** The mobile as stored, shown when it is unusable. */
  raw: string;
  body: string;
  /** The event the event placeholders describe. */
  event: TimelineEvent | undefined;
}

/** Guest filters of the audiences. */
export interface GuestFilter {
  types?: readonly GuestType[];
  ids?: readonly number[];
  unanswered?: boolean;
}

/** Who of the chosen guests gets what by the admin's channel choice, and who is left out why. */
export interface ChannelSplit {
  sms: Guest[];
  email: Guest[];
  /** Mobile answered STOP (and no e-mail instead). */
  optedOut: number;
  /** Address unsubscribed (and no SMS instead). */
  unsubscribed: number;
  /** No address for the chosen medium. */
  withoutContact: number;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

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
    private readonly unsubscribes: EmailUnsubscribes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Guests whose mobile is not blank, by name. `unanswered`: only those without an RSVP answer
   * ('Noch ohne Antwort'), as the answers stand at this moment.
   */
  async guestsWithMobile(filter: GuestFilter = {}): Promise<Guest[]> {
    return (await this.guests(filter, { mobile: { $ne: null } })).filter((guest) => filled(guest.mobile));
  }

  /** Every guest of the filter, by name: the audience of the e-mail choices (who has which address is `split`'s business). */
  guestsMatching(filter: GuestFilter = {}): Promise<Guest[]> {
    return this.guests(filter, {});
  }

  /**
   * Splits guests by the channel choice: 'sms' to their mobile; 'email' to their address;
   * 'email_else_sms' to the address unless it is missing or unsubscribed, then to the mobile. A STOP
   * or an unsubscribe leaves the guest out only when no other way is allowed.
   */
  split(guests: readonly Guest[], choice: MessageChannelChoice, optedOut: ReadonlySet<string>, unsubscribed: ReadonlySet<string>): ChannelSplit {
    const result: ChannelSplit = { sms: [], email: [], optedOut: 0, unsubscribed: 0, withoutContact: 0 };
    for (const guest of guests) {
      const email = filled(guest.email) && choice !== 'sms' ? guest.email!.trim() : null;
      const mobile = filled(guest.mobile) && choice !== 'email' ? guest.mobile!.trim() : null;
      const emailBlocked = email !== null && SmsAudience.isUnsubscribed(unsubscribed, email);
      const smsBlocked = mobile !== null && this.isOptedOut(optedOut, mobile);
      if (email !== null && !emailBlocked) result.email.push(guest);
      else if (mobile !== null && !smsBlocked) result.sms.push(guest);
      else if (emailBlocked) result.unsubscribed += 1;
      else if (smsBlocked) result.optedOut += 1;
      else result.withoutContact += 1;
    }
    return result;
  }

  /** E-mail addresses that unsubscribed, lower case. */
  async unsubscribedAddresses(): Promise<Set<string>> {
    return new Set([...(await this.unsubscribes.unsubscribedAddresses())].map((address) => address.toLowerCase()));
  }

  static isUnsubscribed(unsubscribed: ReadonlySet<string>, address: string): boolean {
    return unsubscribed.has(address.trim().toLowerCase());
  }

  private async guests(filter: GuestFilter, contact: object): Promise<Guest[]> {
    const answered = filter.unanswered ? [...(await this.answeredGuestIds())] : [];
    const guests = await this.em.find(Guest, {
      ...contact,
      ...(filter.types ? { guest_type: { $in: [...filter.types] } } : {}),
      ...(filter.ids ? { id: { $in: [...filter.ids] } } : {}),
      ...(answered.length ? { id: { $nin: answered, ...(filter.ids ? { $in: [...filter.ids] } : {}) } } : {}),
    });
    return guests.sort(byPersonName);
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

  /** Each guest's e-mail (the same personalisation as an SMS), in the order given. */
  async forEmail(guests: readonly Guest[], template: string, subject: string, options: PersonalizeOptions): Promise<SmsRecipient[]> {
    const context = options.personalize ? await this.personalizationContext() : undefined;
    return guests.map((guest) => {
      const to = guest.email!.trim();
      const personalized = context ? personalizeSms(template, guest, context.events, { now: context.now, timeZone: context.timeZone, event: options.event }) : undefined;
      return { medium: 'email' as const, guest, guestName: fullName(guest.first_name, guest.last_name), to, raw: to, subject, body: personalized?.text ?? template, event: personalized?.event };
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
