import {
  type GuestSeating,
  KITCHEN_TEXTS,
  SEATING_MESSAGES,
  SEATING_TABLES_MAX,
  SEATING_TEXTS,
  type SeatingKitchenList,
  type SeatingKitchenTable,
  type SeatingMovesInput,
  type SeatingPerson,
  type SeatingPlan,
  type SeatingSettings,
  type SeatingSettingsInput,
  type SeatingSuggestion,
  type SeatingSuggestionInput,
  type SeatingTable as SeatingTableReply,
  type SeatingTableInput,
  normalizeAllergen,
  parseSeatingPersonKey,
  seatingPersonKey,
} from '@hochzeit/contracts';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { germanCollator } from '../../common/german-sort.js';
import { orNotFound } from '../../common/persistence.js';
import { sqlRows } from '../../database/sql.js';
import { KitchenService } from '../kitchen/index.js';
import { RsvpService, rsvpStates } from '../rsvp/index.js';
import { SeatAssignment } from './seat-assignment.entity.js';
import { SeatingPlanState } from './seating-plan.entity.js';
import { SeatingTable } from './seating-table.entity.js';
import { type PlacedPerson, type PlanPerson, planPeople, seatingWarnings, suggestSeating } from './seating-model.js';

/** The time the guest's table is compared with; a test sets it. */
@Injectable()
export class SeatingClock {
  now: () => Date = () => new Date();
}

/** Everything the plan is made of, read at one moment. */
interface PlanFacts {
  version: number;
  tables: SeatingTable[];
  people: PlacedPerson[];
  /** Every guest and named companion, also those not in the plan (declined, unanswered). */
  everyone: Map<string, PlanPerson>;
}

/** A person as the API shows them. */
const personReply = ({ status: _status, order: _order, ...person }: PlacedPerson): SeatingPerson => person;

/** A unique name taken (by another table): 409 in German. */
const nameTaken = (error: unknown): never => {
  if (error instanceof UniqueConstraintViolationException) throw new ConflictException(SEATING_MESSAGES.tableNameExists);
  throw error;
};

/** Tables by id (the order the couple created them). */
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/**
 * The seating plan: tables, places and the plan's version. Every change of tables or places raises
 * the version in the same transaction; a change of places names the version it was made on and is
 * refused (409) when another change came first. The row lock of that update orders concurrent
 * changes, so the capacity check that follows sees every earlier change.
 */
@Injectable()
export class SeatingService {
  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
    private readonly kitchen: KitchenService,
    private readonly clock: SeatingClock,
  ) {}

  // ---- Reading ------------------------------------------------------------------------------

  private async facts(): Promise<PlanFacts> {
    const em = this.em.fork();
    const [state, tables, assignments, overview] = await Promise.all([
      em.findOne(SeatingPlanState, { id: 1 }),
      em.find(SeatingTable, {}, { orderBy: { id: 'asc' } }),
      em.find(SeatAssignment, {}),
      this.rsvp.overview({}),
    ]);
    const seatedCompanions = assignments.filter((a) => a.companion).map((a) => a.guest.id);
    const people = planPeople(overview.guests, overview.menus, seatedCompanions);
    const places = new Map(assignments.map((a) => [seatingPersonKey(a.guest.id, a.companion), a]));
    const placed: PlacedPerson[] = [];
    for (const person of people.values()) {
      const place = places.get(person.key);
      if (!person.attending && !place) continue;
      placed.push({ ...person, table_id: place?.table.id ?? null, seat: place?.seat ?? null });
    }
    return { version: state?.version ?? 0, tables, people: placed, everyone: people };
  }

  private static occupied(people: readonly PlacedPerson[], tableId: number): number {
    return people.filter((person) => person.attending && person.table_id === tableId).length;
  }

  private static tableReply(table: SeatingTable, occupied: number): SeatingTableReply {
    return { id: table.id, name: table.name, shape: table.shape, seats: table.seats, note: table.note ?? null, occupied };
  }

  private static planOf({ version, tables, people }: PlanFacts): SeatingPlan {
    const bySeat = (a: PlacedPerson, b: PlacedPerson) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.order - b.order;
    const planTables = tables.map((table) => ({
      ...SeatingService.tableReply(table, SeatingService.occupied(people, table.id)),
      people: people.filter((person) => person.table_id === table.id).sort(bySeat).map(personReply),
    }));
    const unseated = people.filter((person) => person.attending && person.table_id === null);
    const attending = people.filter((person) => person.attending).length;
    return {
      version,
      tables: planTables,
      unseated: unseated.map(personReply),
      warnings: seatingWarnings(tables, people),
      counts: { attending, seated: attending - unseated.length, unseated: unseated.length, seats: tables.reduce((sum, table) => sum + table.seats, 0) },
    };
  }

  async plan(): Promise<SeatingPlan> {
    return SeatingService.planOf(await this.facts());
  }

  async listTables(): Promise<SeatingTableReply[]> {
    const { tables, people } = await this.facts();
    return tables.map((table) => SeatingService.tableReply(table, SeatingService.occupied(people, table.id)));
  }

  // ---- Version ------------------------------------------------------------------------------

  /** Raises the plan's version inside `em`'s transaction; with `expected`, only from that version (else 409). */
  private async raiseVersion(em: EntityManager, expected?: number): Promise<number> {
    await sqlRows(em, 'insert into seating_plan (id, version) values (1, 0) on conflict (id) do nothing', [], { inTransaction: true });
    const rows = await sqlRows<{ version: number }>(
      em,
      `update seating_plan set version = version + 1 where id = 1${expected === undefined ? '' : ' and version = ?'} returning version`,
      expected === undefined ? [] : [expected],
      { inTransaction: true },
    );
    if (rows.length === 0) throw new ConflictException(SEATING_MESSAGES.stale);
    return Number(rows[0].version);
  }

  /** The keys of the people who said yes (read before a transaction: the embedded database has one connection). */
  private async attendingKeys(): Promise<Set<string>> {
    const { people } = await this.facts();
    return new Set(people.filter((person) => person.attending).map((person) => person.key));
  }

  /** The attending people seated at a table, read in `em`'s transaction. */
  private static async attendingAt(em: EntityManager, tableId: number, attending: ReadonlySet<string>): Promise<number> {
    const places = await em.find(SeatAssignment, { table: tableId });
    return places.filter((place) => attending.has(seatingPersonKey(place.guest.id, place.companion))).length;
  }

  // ---- Tables -------------------------------------------------------------------------------

  async createTable(input: SeatingTableInput): Promise<SeatingTableReply> {
    const table = await this.em
      .fork()
      .transactional(async (em) => {
        await this.raiseVersion(em);
        if ((await em.count(SeatingTable, {})) >= SEATING_TABLES_MAX) throw new ConflictException(SEATING_MESSAGES.tooManyTables);
        const created = em.create(SeatingTable, { name: input.name, shape: input.shape, seats: input.seats, note: input.note ?? null });
        await em.flush();
        return created;
      })
      .catch(nameTaken);
    return SeatingService.tableReply(table, 0);
  }

  /** Refuses fewer seats than attending people at the table; numbered seats beyond the new count become free. */
  async updateTable(id: number, input: SeatingTableInput): Promise<SeatingTableReply> {
    const attending = await this.attendingKeys();
    return this.em
      .fork()
      .transactional(async (em) => {
        await this.raiseVersion(em);
        const table = await em.findOneOrFail(SeatingTable, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...orNotFound(SEATING_MESSAGES.tableNotFound) });
        const occupied = await SeatingService.attendingAt(em, id, attending);
        if (input.seats < occupied) throw new ConflictException(SEATING_MESSAGES.seatsBelowOccupied(table.name, occupied));
        em.assign(table, { name: input.name, shape: input.shape, seats: input.seats, note: input.note ?? null });
        await em.flush();
        await em.nativeUpdate(SeatAssignment, { table: id, seat: { $gt: input.seats } }, { seat: null });
        return SeatingService.tableReply(table, occupied);
      })
      .catch(nameTaken);
  }

  /** A table with people (anyone placed there) is deleted only with `confirm`; its people go back to 'Noch ohne Platz'. */
  async deleteTable(id: number, confirm: boolean): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const table = await em.findOneOrFail(SeatingTable, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...orNotFound(SEATING_MESSAGES.tableNotFound) });
      const people = await em.count(SeatAssignment, { table: id });
      if (people > 0 && !confirm) throw new ConflictException(SEATING_MESSAGES.tableHasPeople(table.name, people));
      await this.raiseVersion(em);
      await em.nativeDelete(SeatAssignment, { table: id });
      em.remove(table);
      await em.flush();
    });
  }

  // ---- Places -------------------------------------------------------------------------------

  /**
   * Applies the moves together, on the version the client showed. Refused, with nothing stored:
   * a stale version (409), a table over its seats afterwards (409), a numbered seat taken twice
   * (409), an unknown table (404), a person not in the plan or without a yes (400; taking someone
   * off a table is always allowed).
   */
  async move(input: SeatingMovesInput): Promise<SeatingPlan> {
    const { people, everyone } = await this.facts();
    const byKey = new Map(people.map((person) => [person.key, person]));
    for (const move of input.moves) {
      const person = byKey.get(move.person) ?? everyone.get(move.person);
      if (!person) throw new BadRequestException(SEATING_MESSAGES.personInvalid);
      if (move.table_id !== null && !person.attending) throw new BadRequestException(SEATING_MESSAGES.personNotAttending);
    }
    await this.em.fork().transactional(async (em) => {
      await this.raiseVersion(em, input.version);
      const tables = new Map((await em.find(SeatingTable, {})).map((table) => [table.id, table]));
      const places = new Map((await em.find(SeatAssignment, {})).map((a) => [seatingPersonKey(a.guest.id, a.companion), { table: a.table.id, seat: a.seat ?? null }]));
      const before = new Map<number, number>();
      const count = (map: Map<string, { table: number }>) => {
        const counts = new Map<number, number>();
        for (const [key, place] of map) if (byKey.get(key)?.attending) counts.set(place.table, (counts.get(place.table) ?? 0) + 1);
        return counts;
      };
      for (const [tableId, n] of count(places)) before.set(tableId, n);
      const receiving = new Set<number>();
      for (const move of input.moves) {
        if (move.table_id === null) {
          places.delete(move.person);
          continue;
        }
        const table = tables.get(move.table_id);
        if (!table) throw new NotFoundException(SEATING_MESSAGES.tableNotFound);
        if (move.seat !== null && move.seat > table.seats) throw new BadRequestException(SEATING_MESSAGES.seatBeyondTable(table.name, table.seats));
        if (places.get(move.person)?.table !== table.id) receiving.add(table.id);
        places.set(move.person, { table: table.id, seat: move.seat });
      }
      const after = count(places);
      for (const tableId of receiving) {
        const table = tables.get(tableId)!;
        const n = after.get(tableId) ?? 0;
        if (n > table.seats && n > (before.get(tableId) ?? 0)) throw new ConflictException(SEATING_MESSAGES.overCapacity(table.name, table.seats));
      }
      const seatsTaken = new Set<string>();
      for (const place of places.values()) {
        if (place.seat === null) continue;
        const seatKey = `${place.table}:${place.seat}`;
        if (seatsTaken.has(seatKey)) throw new ConflictException(SEATING_MESSAGES.seatTaken(tables.get(place.table)!.name, place.seat));
        seatsTaken.add(seatKey);
      }
      const moved = input.moves.map((move) => parseSeatingPersonKey(move.person));
      const of = (companion: boolean) => moved.filter((person) => person.companion === companion).map((person) => person.guest_id);
      const removed = [false, true].filter((companion) => of(companion).length > 0).map((companion) => ({ companion, guest: { $in: of(companion) } }));
      await em.nativeDelete(SeatAssignment, { $or: removed });
      const rows = input.moves
        .filter((move) => move.table_id !== null)
        .map((move) => {
          const person = parseSeatingPersonKey(move.person);
          return { guest: person.guest_id, companion: person.companion, table: move.table_id!, seat: move.seat };
        });
      if (rows.length) await em.insertMany(SeatAssignment, rows);
    });
    return this.plan();
  }

  /** 'Vorschlag machen': nothing stored; 409 when the version shown is not the current one. */
  async suggest(input: SeatingSuggestionInput): Promise<SeatingSuggestion> {
    const facts = await this.facts();
    if (facts.version !== input.version) throw new ConflictException(SEATING_MESSAGES.stale);
    const tables = facts.tables.map((table) => ({ id: table.id, name: table.name, seats: table.seats }));
    const { placement, unplaced } = suggestSeating(tables, facts.people, input.keep_seated);
    const moves: SeatingSuggestion['moves'] = [];
    const after: PlacedPerson[] = facts.people.map((person) => {
      if (!placement.has(person.key)) return person;
      const tableId = placement.get(person.key)!;
      if (tableId === person.table_id) return person;
      moves.push({ person: person.key, table_id: tableId, seat: null });
      return { ...person, table_id: tableId, seat: null };
    });
    return { version: facts.version, moves, unplaced, warnings: seatingWarnings(tables, after) };
  }

  // ---- Settings and the guest's table -------------------------------------------------------

  async settings(): Promise<SeatingSettings> {
    const state = await this.em.fork().findOne(SeatingPlanState, { id: 1 });
    return { guests_see_table_from: state?.guests_see_table_from ?? null };
  }

  async saveSettings(input: SeatingSettingsInput): Promise<SeatingSettings> {
    const from = input.guests_see_table_from === null ? null : new Date(input.guests_see_table_from);
    await this.em.fork().transactional(async (em) => {
      await sqlRows(em, 'insert into seating_plan (id, version) values (1, 0) on conflict (id) do nothing', [], { inTransaction: true });
      await em.nativeUpdate(SeatingPlanState, { id: 1 }, { guests_see_table_from: from });
    });
    return { guests_see_table_from: from };
  }

  /**
   * The guest's table from the moment the couple set; before it (or unset, unseated, without a yes):
   * none. Read for this guest alone (every guest's dashboard asks on the wedding day).
   */
  async guestSeating(guestId: number): Promise<GuestSeating> {
    const none: GuestSeating = { table: null, companion_table: null };
    const em = this.em.fork();
    const state = await em.findOne(SeatingPlanState, { id: 1 }, { fields: ['guests_see_table_from'] });
    const from = state?.guests_see_table_from;
    if (!from || this.clock.now() < from) return none;
    const [places, rsvp] = await Promise.all([em.find(SeatAssignment, { guest: guestId }, { populate: ['table'] }), rsvpStates(em, [guestId])]);
    const answer = rsvp.get(guestId);
    const own = places.find((place) => !place.companion);
    if (answer?.status !== 'yes' || !own) return none;
    const companion = answer.companion ? places.find((place) => place.companion) : undefined;
    const companionTable = companion && companion.table.id !== own.table.id ? companion.table.name : null;
    return { table: { name: own.table.name, note: own.table.note ?? null, seat: own.seat ?? null }, companion_table: companionTable };
  }

  // ---- Kitchen per table --------------------------------------------------------------------

  /** Menus, allergies and names per table (tables in order, the people without a table last); only attending people. */
  async kitchenList(): Promise<SeatingKitchenList> {
    const { tables, people } = await this.facts();
    const overview = await this.rsvp.overview({});
    const menuOrder = overview.menus.map((menu) => (menu.class.trim() || menu.type));
    const kitchenTable = (tableId: number | null, name: string, note: string | null): SeatingKitchenTable => {
      const here = people.filter((person) => person.attending && person.table_id === tableId).sort((a, b) => a.order - b.order);
      const menus = new Map<string, number>();
      for (const person of here) menus.set(person.menu_label, (menus.get(person.menu_label) ?? 0) + 1);
      const rank = (label: string) => (label === KITCHEN_TEXTS.noMenu ? Infinity : menuOrder.indexOf(label));
      const allergies = new Map<string, { name: string; people: string[] }>();
      for (const person of here) {
        const seen = new Set<string>();
        for (const written of person.allergies) {
          const key = normalizeAllergen(written);
          if (!key || seen.has(key)) continue;
          seen.add(key);
          const entry = allergies.get(key) ?? { name: written.normalize('NFC').trim().replace(/\s+/g, ' '), people: [] };
          entry.people.push(person.name);
          allergies.set(key, entry);
        }
      }
      return {
        table_id: tableId,
        name,
        note,
        menus: [...menus.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([label, count]) => ({ label, count })),
        allergies: [...allergies.values()].sort((a, b) => germanCollator.compare(a.name, b.name)),
        people: here.map((person) => ({ name: person.name, companion_of: person.companion_of, menu_label: person.menu_label, child: person.child, allergies: person.allergies })),
      };
    };
    const list = [...tables].sort(byId).map((table) => kitchenTable(table.id, table.name, table.note ?? null));
    if (people.some((person) => person.attending && person.table_id === null)) list.push(kitchenTable(null, SEATING_TEXTS.unseated, null));
    return { tables: list };
  }

  async kitchenForProvider(providerId: number): Promise<SeatingKitchenList> {
    await this.kitchen.assertCatering(providerId);
    return this.kitchenList();
  }

  /** For the exports: the plan's people and tables as the service reads them. */
  async exportFacts(): Promise<{ tables: SeatingTable[]; people: PlacedPerson[] }> {
    const { tables, people } = await this.facts();
    return { tables, people };
  }
}
