import { EXPORT_GUEST_TYPE, EXPORT_MESSAGES, type EventSettings, type InvitationCardsQuery } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { byPersonName, compareGerman } from '../../common/german-sort.js';
import { qrCodeSvg } from '../../common/qr-code.js';
import { Guest, fullName, GuestsService } from '../guests/index.js';
import { RoomAssignment } from '../rooms/index.js';
import { ServiceProvider, ServiceProvidersService } from '../service-providers/index.js';
import { isInGuestDayPlan, isInProviderSchedule, TimelineEvent } from '../timeline/index.js';
import { invitationSheets } from './invitation-sheets.js';

/** One person's code on a card. */
interface CardPerson {
  name: string;
  loginUrl: string;
}

/** One A6 card: a greeting line and one or more personal codes (a family card has one per member). */
export interface InvitationCard {
  heading: string;
  people: CardPerson[];
  /** The holder's own start: the first event of their day plan or schedule; null: the wedding's start. */
  starts_at: Date | null;
  /** What the holder finds behind the code: rooms and menus only for those who have them. */
  offers: string;
}

/** 'Programm, Zimmer, Menü und Fotos' with only what the card's holders have. */
export function guestOffers(hasRoom: boolean, hasMenu: boolean): string {
  const parts = ['Programm', ...(hasRoom ? ['Zimmer'] : []), ...(hasMenu ? ['Menü'] : []), 'Fotos'];
  return `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}`;
}

const PROVIDER_OFFERS = 'Ihr Zeitplan und alle Infos vor Ort';

/** The earliest time of the events; null without any. */
function firstStart(events: readonly TimelineEvent[]): Date | null {
  const times = events.map((event) => event.time.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** 'Eva & Tim Meier' when all share the last name, otherwise 'Eva Meier & Tom Keller'. */
export function familyHeading(members: readonly { first_name: string; last_name: string }[]): string {
  const lastNames = new Set(members.map((m) => m.last_name.trim()));
  if (lastNames.size === 1) {
    const firsts = members.map((m) => m.first_name.trim()).filter(Boolean);
    const joined = firsts.length > 1 ? `${firsts.slice(0, -1).join(', ')} & ${firsts.at(-1)}` : (firsts[0] ?? '');
    return fullName(joined, [...lastNames][0]);
  }
  const names = members.map((m) => fullName(m.first_name, m.last_name));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * The print pack's invitation cards: who gets one, and the A4 sheets of four A6 cards with crop
 * marks that Chromium prints. Each code is the person's own sign-in link, so scanning it opens
 * their dashboard.
 */
@Injectable()
export class InvitationCards {
  constructor(
    private readonly em: EntityManager,
    private readonly guests: GuestsService,
    private readonly providers: ServiceProvidersService,
  ) {}

  async cards(query: InvitationCardsQuery): Promise<InvitationCard[]> {
    const cards = query.audience === 'service_providers' ? await this.providerCards(query.ids) : await this.guestCards(query);
    if (cards.length === 0) throw new BadRequestException({ msg: EXPORT_MESSAGES.invitationNobody });
    return cards;
  }

  private async guestCards({ type, per, ids }: InvitationCardsQuery): Promise<InvitationCard[]> {
    // By family/group (guests without one last), then by name: the guest list's German order.
    const guests = (
      await this.em.find(Guest, { ...(type !== 'all' ? { guest_type: EXPORT_GUEST_TYPE[type] } : {}), ...(ids ? { id: { $in: ids } } : {}) }, { populate: ['group'] })
    ).sort((a, b) => compareGerman(a.group?.name, b.group?.name) || (a.group?.id ?? 0) - (b.group?.id ?? 0) || byPersonName(a, b));
    const person = (guest: Guest): CardPerson => ({ name: fullName(guest.first_name, guest.last_name), loginUrl: this.guests.loginUrl(guest) });
    const [events, rooms] = await Promise.all([
      this.em.find(TimelineEvent, { timeline_type: { $in: ['appero', 'inner_circle'] } }),
      this.em.find(RoomAssignment, { guest: { $in: guests.map((guest) => guest.id) } }, { fields: ['guest'] }),
    ]);
    const withRoom = new Set(rooms.map((assignment) => assignment.guest.id));
    // Each holder's own start and offers, as their dashboard shows them (a family: the earliest start, what any of them has).
    const card = (heading: string, members: readonly Guest[]): InvitationCard => ({
      heading,
      people: members.map(person),
      starts_at: firstStart(events.filter((event) => members.some((guest) => isInGuestDayPlan(guest.guest_type, event)))),
      offers: guestOffers(
        members.some((guest) => withRoom.has(guest.id)),
        members.some((guest) => guest.guest_type === 'Inner Circle' && guest.menu),
      ),
    });
    if (per === 'guest') return guests.map((guest) => card(fullName(guest.first_name, guest.last_name), [guest]));
    // A family card for each group (of those chosen); guests without a group get a card of their own.
    const families = new Map<string, Guest[]>();
    for (const guest of guests) {
      const key = guest.group ? `group:${guest.group.id}` : `guest:${guest.id}`;
      families.set(key, [...(families.get(key) ?? []), guest]);
    }
    return [...families.values()].map((members) => card(familyHeading(members), members));
  }

  private async providerCards(ids: number[] | undefined): Promise<InvitationCard[]> {
    const [providers, events] = await Promise.all([
      this.em.find(ServiceProvider, ids ? { id: { $in: ids } } : {}).then((list) => list.sort((a, b) => compareGerman(a.company_name, b.company_name) || a.id - b.id)),
      this.em.find(TimelineEvent, { timeline_type: 'service_provider' }),
    ]);
    return providers.map((provider) => ({
      heading: provider.company_name,
      people: [{ name: provider.contact_name?.trim() || provider.company_name, loginUrl: this.providers.loginUrl(provider) }],
      starts_at: firstStart(events.filter((event) => isInProviderSchedule(provider.id, event))),
      offers: PROVIDER_OFFERS,
    }));
  }

  /** The sheets as one HTML document: A4 pages of 2 × 2 A6 cards, crop marks on the cut lines. */
  async html(cards: readonly InvitationCard[], event: EventSettings, audience: InvitationCardsQuery['audience']): Promise<string> {
    const withCodes = await Promise.all(
      cards.map(async (card) => ({ ...card, people: await Promise.all(card.people.map(async (person) => ({ ...person, qrSvg: await qrCodeSvg(person.loginUrl) }))) })),
    );
    return invitationSheets(withCodes, event, audience);
  }
}
