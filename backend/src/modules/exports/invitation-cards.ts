import { EXPORT_GUEST_TYPE, EXPORT_MESSAGES, type EventSettings, type InvitationCardsQuery } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { qrCodeSvg } from '../../common/qr-code.js';
import { Guest } from '../guests/guest.entity.js';
import { fullName } from '../guests/guest-name.js';
import { GuestsService } from '../guests/guests.service.js';
import { ServiceProvider } from '../service-providers/service-provider.entity.js';
import { ServiceProvidersService } from '../service-providers/service-providers.service.js';
import { esc } from './export-html.js';

/** One person's code on a card. */
interface CardPerson {
  name: string;
  loginUrl: string;
}

/** One A6 card: a greeting line and one or more personal codes (a family card has one per member). */
export interface InvitationCard {
  heading: string;
  people: CardPerson[];
}

const CARDS_PER_SHEET = 4;

/** 'Anna & Lukas Meier' when all share the last name, otherwise 'Anna Meier & Tom Keller'. */
export function familyHeading(members: readonly { first_name: string; last_name: string }[]): string {
  const lastNames = new Set(members.map((m) => m.last_name.trim()));
  if (lastNames.size === 1) {
    const firsts = members.map((m) => m.first_name.trim()).filter(Boolean);
    const joined = firsts.length > 1 ? `${firsts.slice(0, -1).join(', ')} & ${firsts.at(-1)}` : (firsts[0] ?? '');
    return fullName(joined, [...lastNames][0]!);
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
    const guests = await this.em.find(
      Guest,
      { ...(type !== 'all' ? { guest_type: EXPORT_GUEST_TYPE[type] } : {}), ...(ids ? { id: { $in: ids } } : {}) },
      { populate: ['group'], orderBy: [{ group: { name: 'asc' } }, { last_name: 'asc' }, { first_name: 'asc' }, { id: 'asc' }] },
    );
    const person = (guest: Guest): CardPerson => ({ name: fullName(guest.first_name, guest.last_name), loginUrl: this.guests.loginUrl(guest) });
    if (per === 'guest') return guests.map((guest) => ({ heading: fullName(guest.first_name, guest.last_name), people: [person(guest)] }));
    // A family card for each group (of those chosen); guests without a group get a card of their own.
    const families = new Map<string, Guest[]>();
    for (const guest of guests) {
      const key = guest.group ? `group:${guest.group.id}` : `guest:${guest.id}`;
      families.set(key, [...(families.get(key) ?? []), guest]);
    }
    return [...families.values()].map((members) => ({ heading: familyHeading(members), people: members.map(person) }));
  }

  private async providerCards(ids: number[] | undefined): Promise<InvitationCard[]> {
    const providers = await this.em.find(ServiceProvider, ids ? { id: { $in: ids } } : {}, { orderBy: { company_name: 'asc', id: 'asc' } });
    return providers.map((provider) => ({
      heading: provider.company_name,
      people: [{ name: provider.contact_name?.trim() || provider.company_name, loginUrl: this.providers.loginUrl(provider) }],
    }));
  }

  /** The sheets as one HTML document: A4 pages of 2 × 2 A6 cards, crop marks on the cut lines. */
  async html(cards: readonly InvitationCard[], event: EventSettings, audience: InvitationCardsQuery['audience']): Promise<string> {
    const date = formatGermanDate(event.starts_at, event.time_zone);
    const time = formatGermanTime(event.starts_at, event.time_zone);
    const invitation = audience === 'guests' ? 'Wir laden euch herzlich ein' : 'Ihr Zugang zum Tagesablauf';
    const scan = audience === 'guests' ? 'Code scannen: Programm, Zimmer, Menü und Fotos' : 'Code scannen: Ihr Zeitplan und alle Infos vor Ort';
    const cardHtml = await Promise.all(
      cards.map(async (card) => {
        const codes = await Promise.all(
          card.people.map(
            async (person) =>
              `<figure class="code">${await qrCodeSvg(person.loginUrl)}${card.people.length > 1 ? `<figcaption>${esc(person.name)}</figcaption>` : ''}</figure>`,
          ),
        );
        return `<section class="card">
  <p class="invite">${esc(invitation)}</p>
  <h2>${esc(card.heading)}</h2>
  <p class="event">${esc(event.title)}</p>
  <p class="when">${esc(date)}, ${esc(time)} Uhr</p>
  <p class="where">${esc(event.venue_name)}${event.venue_address && !event.venue_address.includes(event.venue_name) ? `, ${esc(event.venue_address)}` : ''}</p>
  <div class="codes codes--${Math.min(card.people.length, 4)}">${codes.join('')}</div>
  <p class="scan">${esc(scan)}</p>
</section>`;
      }),
    );
    const sheets: string[] = [];
    for (let i = 0; i < cardHtml.length; i += CARDS_PER_SHEET) {
      sheets.push(`<div class="sheet">${cardHtml.slice(i, i + CARDS_PER_SHEET).join('')}<i class="mark mark--top"></i><i class="mark mark--bottom"></i><i class="mark mark--left"></i><i class="mark mark--right"></i><i class="mark mark--h"></i><i class="mark mark--v"></i></div>`);
    }
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Einladungskarten</title><style>${CARD_STYLE}</style></head><body>${sheets.join('')}</body></html>`;
  }
}

/** A4 = 210 × 297 mm holds four A6 cards (105 × 148.5 mm) exactly; content keeps 9 mm from every cut. */
const CARD_STYLE = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; color: #013220; }
  .sheet { position: relative; width: 210mm; height: 297mm; display: grid; grid-template-columns: 105mm 105mm; grid-template-rows: 148.5mm 148.5mm; break-after: page; overflow: hidden; }
  .sheet:last-child { break-after: auto; }
  .card { padding: 9mm; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 1.5mm; overflow: hidden; }
  .invite { margin: 0; font-size: 9pt; letter-spacing: 0.08em; text-transform: uppercase; color: #8a6d2f; }
  h2 { margin: 1mm 0 0; font-size: 15pt; font-weight: normal; line-height: 1.2; }
  .event { margin: 0; font-size: 11pt; font-style: italic; }
  .when, .where { margin: 0; font-size: 9pt; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a1a1a; }
  .codes { margin-top: auto; display: grid; gap: 3mm; justify-content: center; }
  .codes--1 { grid-template-columns: 42mm; }
  .codes--2 { grid-template-columns: repeat(2, 32mm); }
  .codes--3, .codes--4 { grid-template-columns: repeat(2, 24mm); }
  .code { margin: 0; }
  .code svg { width: 100%; height: auto; display: block; }
  .code figcaption { font-size: 7pt; font-family: 'DejaVu Sans', Arial, sans-serif; margin-top: 0.8mm; }
  .scan { margin: 1mm 0 0; font-size: 7pt; font-family: 'DejaVu Sans', Arial, sans-serif; color: #555; }
  /* Crop marks: short lines on the cut lines at the sheet's edges and a cross in its middle. */
  .mark { position: absolute; background: #000; }
  .mark--top, .mark--bottom { left: calc(105mm - 0.1mm); width: 0.2mm; height: 5mm; }
  .mark--top { top: 0; } .mark--bottom { bottom: 0; }
  .mark--left, .mark--right { top: calc(148.5mm - 0.1mm); height: 0.2mm; width: 5mm; }
  .mark--left { left: 0; } .mark--right { right: 0; }
  .mark--h { top: calc(148.5mm - 0.1mm); left: calc(105mm - 3mm); width: 6mm; height: 0.2mm; }
  .mark--v { left: calc(105mm - 0.1mm); top: calc(148.5mm - 3mm); width: 0.2mm; height: 6mm; }
`;
