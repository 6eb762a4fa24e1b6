import {
  type AdminRsvpInput,
  type AdminRsvpQuery,
  type AdminRsvpReply,
  type AdminRsvpRow,
  calendarDayIn,
  GUEST_MENU_UNKNOWN,
  GUEST_TYPES,
  type GuestRsvpInput,
  type GuestRsvpReply,
  KITCHEN_TEXTS,
  type Menu as MenuReply,
  PRIVACY_MESSAGES,
  RSVP_MESSAGES,
  RSVP_QUESTION_LABELS,
  type RsvpAnswer as RsvpAnswerReply,
  type RsvpCounts,
  rsvpMenuLabel,
  rsvpOpen,
  type RsvpSettings as RsvpSettingsReply,
  type RsvpSettingsInput,
  type RsvpStatus,
  type RsvpSummary,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { DEFAULT_VENUE_TIME_ZONE } from '../../common/german-time.js';
import { CachedReads } from '../../database/data-changes.js';
import { Guest, fullName } from '../guests/index.js';
import { Menu } from '../menus/index.js';
import { rsvpAnsweredJob } from './rsvp-answered.job.js';
import { RsvpAnswer, RsvpSettings } from './rsvp.entity.js';
import { hasAnswered, RSVP_SETTINGS_TABLES, storedSettings } from './rsvp.queries.js';
import { byName, byPersonName, compareGerman, germanCollator } from '../../common/german-sort.js';

/** How long the dashboard's card uses the settings it read: whether answers are taken depends on the day. */
const SETTINGS_MAX_AGE_MS = 60_000;

/** What a fresh installation asks: every question, no deadline. */
const DEFAULT_SETTINGS = { deadline: null, ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true } as const;


/** What an answer stores: the answer row, and what it writes into the guest record (undefined: left as it is). */
interface Normalized {
  row: { attending: boolean; song_wish: string | null; message: string | null; companion_name: string | null; companion_menu_id: number | null | undefined; companion_allergies: string[] | undefined };
  record: { menu_id: number | null | undefined; allergies: string[] | undefined };
}

/** A list as typed, without repeats (case-insensitive; the first spelling stays). */
export function distinctAllergies(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.trim().toLocaleLowerCase('de');
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Someone who comes writes menu and allergies into their guest record (fields left out keep the
 * record's values). Declining leaves the record alone (facts about the person, kept for a later
 * yes) and clears song wish and companion; the message to the couple is kept either way. Without
 * a companion's name, the companion's menu and allergies are cleared.
 */
function normalized(input: AdminRsvpInput): Normalized {
  const message = input.message ?? null;
  if (!input.attending) {
    return { row: { attending: false, song_wish: null, message, companion_name: null, companion_menu_id: null, companion_allergies: [] }, record: { menu_id: undefined, allergies: undefined } };
  }
  const companion = input.companion_name ?? null;
  return {
    row: {
      attending: true,
      song_wish: input.song_wish ?? null,
      message,
      companion_name: companion,
      companion_menu_id: companion === null ? null : input.companion_menu_id,
      companion_allergies: companion === null ? [] : input.companion_allergies && distinctAllergies(input.companion_allergies),
    },
    record: { menu_id: input.menu_id, allergies: input.allergies && distinctAllergies(input.allergies) },
  };
}

export const statusOf = (answer: RsvpAnswer | undefined): RsvpStatus => (answer ? (answer.attending ? 'yes' : 'no') : 'open');

const emptyCounts = (): RsvpCounts => ({ yes: 0, no: 0, open: 0 });

/**
 * RSVP: guests answer for themselves and the members of their group until the deadline's day has
 * ended on the venue's calendar; admins see the overview and may edit any answer at any time.
 */
@Injectable()
export class RsvpService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: CachedReads,
  ) {}

  // ------------------------------------------------------------ settings

  /** Read through `em`, so inside a transaction everything is read on its connection. */
  async settings(em: EntityManager = this.em.fork()): Promise<RsvpSettingsReply> {
    const { row, timeZone: storedTimeZone } = await storedSettings(em);
    const timeZone = storedTimeZone ?? DEFAULT_VENUE_TIME_ZONE;
    const stored = row ?? DEFAULT_SETTINGS;
    const deadline = stored.deadline ?? null;
    return {
      deadline,
      ask_menu: stored.ask_menu,
      ask_allergies: stored.ask_allergies,
      ask_song_wish: stored.ask_song_wish,
      ask_message: stored.ask_message,
      time_zone: timeZone,
      // "Until the deadline" means through the end of that day in the venue's time zone.
      open: rsvpOpen(deadline, calendarDayIn(new Date(), timeZone)),
    };
  }

  async updateSettings(input: RsvpSettingsInput): Promise<RsvpSettingsReply> {
    const em = this.em.fork();
    const row = (await em.findOne(RsvpSettings, { id: 1 })) ?? em.create(RsvpSettings, { id: 1, ...DEFAULT_SETTINGS });
    em.assign(row, input, UPDATE);
    await em.flush();
    return this.settings();
  }

  // ------------------------------------------------------------ guests

  /** The signed-in guest and the members of their group (a guest without a group: just themself), the guest first. */
  private async household(em: EntityManager, guestId: number): Promise<Guest[]> {
    const guest = await em.findOneOrFail(Guest, { id: guestId }, orNotFound(RSVP_MESSAGES.guestNotFound));
    if (!guest.group) return [guest];
    const members = await em.find(Guest, { group: guest.group.id });
    return [guest, ...members.filter((m) => m.id !== guest.id).sort(byPersonName)];
  }

  private async choosableMenus(em: EntityManager): Promise<Menu[]> {
    return em.find(Menu, { choosable: true }, { orderBy: { type: 'asc', class: 'asc', id: 'asc' } });
  }

  async guestView(guestId: number): Promise<GuestRsvpReply> {
    const em = this.em.fork();
    const settings = await this.settings(em);
    const members = await this.household(em, guestId);
    const answers = await this.answersOf(em, members.map((m) => m.id));
    return {
      settings,
      menus: settings.ask_menu ? (await this.choosableMenus(em)).map(menuReply) : [],
      members: members.map((member) => ({
        guest_id: member.id,
        first_name: member.first_name,
        last_name: member.last_name,
        is_self: member.id === guestId,
        companion_allowed: member.companion_allowed,
        menu_id: member.menu?.id ?? null,
        allergies: member.allergies,
        allergy_consent_at: member.allergy_consent_at ?? null,
        answer: answerReply(answers.get(member.id), member),
      })),
    };
  }

  /** The dashboard's card: the deadline, whether it is still open, and whether the guest has answered. */
  async dashboardCard(guestId: number): Promise<{ deadline: string | null; open: boolean; answered: boolean }> {
    const em = this.em.fork();
    // The same for every guest's first screen: read once until they change (or a minute passes,
    // for the day that may have ended meanwhile).
    const settings = this.reads.get('rsvp settings', RSVP_SETTINGS_TABLES, () => this.settings(), SETTINGS_MAX_AGE_MS);
    const [{ deadline, open }, answered] = await Promise.all([settings, hasAnswered(em, guestId)]);
    return { deadline, open, answered };
  }

  /**
   * The guest's answers for themself and members of their group, all in one transaction: one
   * refused answer stores none. After the deadline, for anyone outside the group, for a menu not
   * offered, a companion not allowed or a question not asked, nothing is stored. Each stored
   * answer queues `rsvpAnsweredJob` (the confirmation), written in the same transaction.
   */
  async guestAnswer(guestId: number, input: GuestRsvpInput): Promise<GuestRsvpReply> {
    await this.em.fork().transactional(async (em) => {
      const settings = await this.settings(em);
      if (!settings.open) throw new ForbiddenException(RSVP_MESSAGES.deadlinePassed);
      const members = new Map((await this.household(em, guestId)).map((m) => [m.id, m]));
      const choosable = new Set(settings.ask_menu ? (await this.choosableMenus(em)).map((m) => m.id) : []);
      const given = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
      const checked = input.answers.map((answer) => {
        const member = members.get(answer.guest_id);
        if (!member) throw new ForbiddenException(RSVP_MESSAGES.notInGroup);
        const fields = normalized(answer);
        const { row, record } = fields;
        const notAsked =
          (!settings.ask_menu && (given(record.menu_id) || given(row.companion_menu_id)) && 'menu') ||
          (!settings.ask_allergies && (given(record.allergies) || given(row.companion_allergies)) && 'allergies') ||
          (!settings.ask_song_wish && row.song_wish !== null && 'song_wish') ||
          (!settings.ask_message && row.message !== null && 'message');
        if (notAsked) throw new BadRequestException(RSVP_MESSAGES.questionNotAsked(RSVP_QUESTION_LABELS[notAsked]));
        // Allergies are health data: stored only with the consent of the one who answers (issue 42).
        const namesAllergies = given(record.allergies) || given(row.companion_allergies);
        if (namesAllergies && input.allergy_consent !== true) throw new BadRequestException(PRIVACY_MESSAGES.allergyConsentRequired);
        if (row.companion_name !== null && !member.companion_allowed) throw new BadRequestException(RSVP_MESSAGES.companionNotAllowed);
        for (const menuId of [record.menu_id, row.companion_menu_id]) {
          if (typeof menuId === 'number' && !choosable.has(menuId)) throw new BadRequestException(RSVP_MESSAGES.menuNotChoosable);
        }
        return { member, fields, namesAllergies };
      });
      const consentAt = new Date();
      for (const { member, fields, namesAllergies } of checked) {
        if (namesAllergies) member.allergy_consent_at = consentAt;
        const answeredAt = await this.store(em, member, fields, guestId);
        runAfterCommit(em, rsvpAnsweredJob, { guestId: member.id, answeredAt: answeredAt.toISOString() });
      }
    });
    return this.guestView(guestId);
  }

  /**
   * Insert or replace the answer (two members of a family may answer at the same moment) and write
   * menu and allergies into the guest record, in the caller's transaction. Returns when it was answered.
   */
  private async store(em: EntityManager, guest: Guest, { row, record }: Normalized, answeredByGuestId: number | null): Promise<Date> {
    const previous = await em.findOne(RsvpAnswer, { guest: guest.id });
    const answeredAt = new Date();
    const { companion_menu_id, companion_allergies, ...rest } = row;
    // Left out (the question not asked): the companion keeps what was stored for them.
    const keep = row.companion_name !== null && previous?.companion_name;
    await em.upsert(RsvpAnswer, {
      guest: guest.id,
      ...rest,
      companion_menu: companion_menu_id !== undefined ? companion_menu_id : keep ? (previous.companion_menu?.id ?? null) : null,
      companion_allergies: companion_allergies ?? (keep ? previous.companion_allergies : []),
      answered_at: answeredAt,
      answered_by: answeredByGuestId === null ? 'admin' : 'guest',
      answered_by_guest: answeredByGuestId,
    });
    if (record.menu_id !== undefined) guest.menu = record.menu_id === null ? null : em.getReference(Menu, record.menu_id);
    if (record.allergies !== undefined) guest.allergies = record.allergies;
    await em.flush();
    return answeredAt;
  }

  private async answersOf(em: EntityManager, guestIds: number[]): Promise<Map<number, RsvpAnswer>> {
    const answers = await em.find(RsvpAnswer, { guest: { $in: guestIds } }, { populate: ['answered_by_guest'] });
    return new Map(answers.map((a) => [a.guest.id, a]));
  }

  // ------------------------------------------------------------ admins

  /** An admin records or corrects an answer, also after the deadline; any existing menu may be chosen. */
  async adminAnswer(guestId: number, input: AdminRsvpInput): Promise<AdminRsvpRow> {
    await this.em.fork().transactional(async (em) => {
      const guest = await em.findOneOrFail(Guest, { id: guestId }, orNotFound(RSVP_MESSAGES.guestNotFound));
      const fields = normalized(input);
      if (fields.row.companion_name !== null && !guest.companion_allowed) throw new BadRequestException(RSVP_MESSAGES.companionNotAllowed);
      for (const menuId of [fields.record.menu_id, fields.row.companion_menu_id]) {
        if (typeof menuId === 'number' && !(await em.count(Menu, { id: menuId }))) throw new BadRequestException(GUEST_MENU_UNKNOWN);
      }
      await this.store(em, guest, fields, null);
    });
    const { guests } = await this.overview({});
    return guests.find((row) => row.guest_id === guestId)!;
  }

  /** Back to 'not answered'. */
  async adminReset(guestId: number): Promise<void> {
    const em = this.em.fork();
    await em.findOneOrFail(Guest, { id: guestId }, orNotFound(RSVP_MESSAGES.guestNotFound));
    await em.nativeDelete(RsvpAnswer, { guest: guestId });
  }

  /**
   * The overview: guests ordered by group (those without one last) and name, filtered by status,
   * guest type and group, with the counts of the filtered guests.
   */
  async overview(query: AdminRsvpQuery): Promise<AdminRsvpReply> {
    const em = this.em.fork();
    const [settings, guests, menus] = await Promise.all([
      this.settings(em),
      em.find(Guest, {}, { populate: ['group'] }),
      em.find(Menu, {}, { orderBy: { type: 'asc', class: 'asc', id: 'asc' } }),
    ]);
    const answers = await this.answersOf(em, guests.map((g) => g.id));
    const groups = new Map<number, string>();
    for (const guest of guests) if (guest.group) groups.set(guest.group.id, guest.group.name);
    guests.sort((a, b) => {
      const ga = a.group?.name ?? null;
      const gb = b.group?.name ?? null;
      if (ga !== gb) return compareGerman(ga, gb) || (a.group!.id - b.group!.id);
      return byPersonName(a, b);
    });
    const rows: AdminRsvpRow[] = guests
      .map((guest) => {
        const answer = answers.get(guest.id);
        return {
          guest_id: guest.id,
          first_name: guest.first_name,
          last_name: guest.last_name,
          guest_type: guest.guest_type,
          group_id: guest.group?.id ?? null,
          group_name: guest.group?.name ?? null,
          companion_allowed: guest.companion_allowed,
          menu_id: guest.menu?.id ?? null,
          allergies: guest.allergies,
          status: statusOf(answer),
          answer: answerReply(answer, guest),
        };
      })
      .filter(
        (row) =>
          (!query.status || row.status === query.status) &&
          (!query.guest_type || row.guest_type === query.guest_type) &&
          (query.group_id === undefined || row.group_id === query.group_id),
      );
    return {
      settings,
      menus: menus.map(menuReply),
      groups: [...groups].map(([id, name]) => ({ id, name })).sort(byName),
      guests: rows,
      summary: summarize(rows, menus),
    };
  }
}

function menuReply(menu: Menu): MenuReply {
  return { id: menu.id, type: menu.type, class: menu.class, description: menu.description, allergens: menu.allergens, choosable: menu.choosable };
}

/** The answer with the guest record's menu and allergies (the one truth, also after declining). */
function answerReply(answer: RsvpAnswer | undefined, guest: Guest): RsvpAnswerReply | null {
  if (!answer) return null;
  const by = answer.answered_by_guest;
  return {
    attending: answer.attending,
    menu_id: guest.menu?.id ?? null,
    allergies: guest.allergies,
    song_wish: answer.song_wish ?? null,
    message: answer.message ?? null,
    companion_name: answer.companion_name ?? null,
    companion_menu_id: answer.companion_menu?.id ?? null,
    companion_allergies: answer.companion_allergies,
    answered_at: answer.answered_at,
    answered_by: answer.answered_by,
    answered_by_name: answer.answered_by === 'guest' && by ? fullName(by.first_name, by.last_name) : null,
  };
}

/**
 * The counts of the given rows: yes/no/open overall, per guest type and per group; menus and
 * allergies of those who come, each companion counted like a guest (with their own menu and allergies).
 */
export function summarize(rows: readonly AdminRsvpRow[], menus: readonly Menu[]): RsvpSummary {
  const total = emptyCounts();
  const byType = new Map(GUEST_TYPES.map((type) => [type, emptyCounts()]));
  const byGroup = new Map<number | null, RsvpCounts & { group_name: string | null }>();
  const menuCounts = new Map<number | null, number>();
  const allergies: RsvpSummary['allergies'] = [];
  let companions = 0;
  for (const row of rows) {
    total[row.status] += 1;
    byType.get(row.guest_type)![row.status] += 1;
    const group = byGroup.get(row.group_id) ?? { ...emptyCounts(), group_name: row.group_name };
    group[row.status] += 1;
    byGroup.set(row.group_id, group);
    const answer = row.answer;
    if (answer?.attending) {
      const eat = (menuId: number | null) => menuCounts.set(menuId, (menuCounts.get(menuId) ?? 0) + 1);
      eat(answer.menu_id);
      if (answer.allergies.length) allergies.push({ guest_id: row.guest_id, name: fullName(row.first_name, row.last_name), allergies: answer.allergies, companion: false });
      if (answer.companion_name) {
        companions += 1;
        eat(answer.companion_menu_id);
        if (answer.companion_allergies.length) allergies.push({ guest_id: row.guest_id, name: answer.companion_name, allergies: answer.companion_allergies, companion: true });
      }
    }
  }
  const labels = new Map(menus.map((m) => [m.id, rsvpMenuLabel(m)]));
  return {
    total,
    companions,
    by_guest_type: [...byType].filter(([, c]) => c.yes + c.no + c.open > 0).map(([guest_type, counts]) => ({ guest_type, ...counts })),
    // Rows arrive ordered by group, guests without one last: the groups keep that order.
    by_group: [...byGroup].map(([group_id, counts]) => ({ group_id, ...counts })),
    menus: [...menuCounts]
      .map(([menu_id, count]) => ({ menu_id, label: menu_id === null ? KITCHEN_TEXTS.noMenu : (labels.get(menu_id) ?? 'Menü'), count }))
      .sort((a, b) => (a.menu_id === null ? 1 : b.menu_id === null ? -1 : germanCollator.compare(a.label, b.label))),
    allergies,
  };
}
