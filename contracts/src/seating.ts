import { z } from 'zod';
import { id, instant, optionalText, requiredText, timestamp } from './fields.js';
import { MENU_TYPES } from './menus.js';
import { PLACE_CARD_LAYOUTS, SEATING_MESSAGES, SEATING_PERSON_KEY_PATTERN, SEATING_SEATS_MAX, SEATING_TABLE_SHAPES, SEATING_WARNING_KINDS } from './seating-constants.js';

/**
 * The seating plan ('Tischplan', issue 39): tables, who sits where, and the plan's version.
 *
 * A person is a guest who said yes or the companion such a guest named; declined and unanswered
 * guests are never in the plan's counts. A person is addressed by a key: `g<guest id>` for the
 * guest, `c<guest id>` for the companion of that guest. Families and couples are the guest groups
 * (`GuestGroup`: 'A new family or couple') plus each guest with their companion. A child is a person
 * with the children's menu ('Menü 3'); their parents are the adults of their group (for a companion,
 * the guest they come with).
 *
 * Every change of the plan carries the version it was made on; the server answers a stale one with
 * 409 (`SEATING_MESSAGES.stale`) and stores nothing; a change that would put more people at a table
 * than it has seats is a 409 (`SEATING_MESSAGES.overCapacity`), nothing stored either.
 */

export * from './seating-constants.js';

// ---- Tables -----------------------------------------------------------------------------------

const seats = () =>
  z.number({ error: SEATING_MESSAGES.seatsInvalid }).int(SEATING_MESSAGES.seatsInvalid).min(1, SEATING_MESSAGES.seatsInvalid).max(SEATING_SEATS_MAX, SEATING_MESSAGES.seatsInvalid);

/** `POST /api/admin/seating/tables` and `PUT /api/admin/seating/tables/{id}` (PUT sends the same fields). */
export const SeatingTableInput = z.object({
  /** A name or a number as text ('1', 'Brauttisch'). */
  name: requiredText(100, SEATING_MESSAGES.tableNameMissing, SEATING_MESSAGES.tableNameTooLong),
  shape: z.enum(SEATING_TABLE_SHAPES, { error: SEATING_MESSAGES.shapeInvalid }),
  seats: seats(),
  /** 'Brauttisch', 'Kindertisch'; empty means none. */
  note: optionalText(200, SEATING_MESSAGES.noteTooLong),
});
export type SeatingTableInput = z.output<typeof SeatingTableInput>;
export type SeatingTableInputValues = z.input<typeof SeatingTableInput>;

export const SeatingTable = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shape: z.enum(SEATING_TABLE_SHAPES),
    seats: z.number().int(),
    note: z.string().nullable(),
    /** Attending people seated here (a declined guest seated here is not counted). */
    occupied: z.number().int(),
  })
  .meta({ title: 'SeatingTable' });
export type SeatingTable = z.output<typeof SeatingTable>;

/** `DELETE /api/admin/seating/tables/{id}?confirm=true`: a table with people needs confirm=true (else 409 `tableHasPeople`). */
export const SeatingTableDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'], { error: SEATING_MESSAGES.confirmInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
export type SeatingTableDeleteQuery = z.output<typeof SeatingTableDeleteQuery>;

// ---- The plan ---------------------------------------------------------------------------------

/** One person of the plan. */
export const SeatingPerson = z
  .object({
    /** 'g12' or 'c12' (see the top of this file). */
    key: z.string(),
    guest_id: z.number().int(),
    companion: z.boolean(),
    /** First and last name; a companion's name as the guest gave it. */
    name: z.string(),
    /** For a companion: the name of the guest they come with. */
    companion_of: z.string().nullable(),
    /** The guest's group (for a companion: their guest's), the family or couple. */
    group_id: z.number().int().nullable(),
    group_name: z.string().nullable(),
    /** The menu's label ('Vegetarisch') or 'Ohne Menüwahl'. */
    menu_label: z.string(),
    menu_type: z.enum(MENU_TYPES).nullable(),
    /** Has the children's menu ('Menü 3'). */
    child: z.boolean(),
    allergies: z.array(z.string()),
    /** False for a seated guest who has since declined (or no longer answers yes): shown with a warning, not counted. */
    attending: z.boolean(),
    /** null: not seated ('Noch ohne Platz'). */
    table_id: z.number().int().nullable(),
    /** Seat order within the table (1…seats); null: free. */
    seat: z.number().int().nullable(),
  })
  .meta({ title: 'SeatingPerson' });
export type SeatingPerson = z.output<typeof SeatingPerson>;

export const SeatingWarning = z
  .object({
    kind: z.enum(SEATING_WARNING_KINDS),
    /** The German sentence to show. */
    msg: z.string(),
    /** Tables concerned. */
    table_ids: z.array(z.number().int()),
    /** People concerned (keys). */
    people: z.array(z.string()),
  })
  .meta({ title: 'SeatingWarning' });
export type SeatingWarning = z.output<typeof SeatingWarning>;

export const SeatingPlanTable = SeatingTable.extend({
  /** People seated here, by seat, then by name; a declined guest still seated is listed with attending false. */
  people: z.array(SeatingPerson),
}).meta({ title: 'SeatingPlanTable' });
export type SeatingPlanTable = z.output<typeof SeatingPlanTable>;

/** `GET /api/admin/seating`: the whole plan. */
export const SeatingPlan = z
  .object({
    /** Send it with every change; a stale one is refused with 409. */
    version: z.number().int(),
    tables: z.array(SeatingPlanTable),
    /** Attending people without a table, by group then name. */
    unseated: z.array(SeatingPerson),
    warnings: z.array(SeatingWarning),
    counts: z.object({
      /** Attending people: guests who said yes plus their companions. */
      attending: z.number().int(),
      seated: z.number().int(),
      unseated: z.number().int(),
      /** All seats of all tables. */
      seats: z.number().int(),
    }),
  })
  .meta({ title: 'SeatingPlan' });
export type SeatingPlan = z.output<typeof SeatingPlan>;

const version = () => z.number({ error: SEATING_MESSAGES.versionMissing }).int(SEATING_MESSAGES.versionMissing).min(0, SEATING_MESSAGES.versionMissing);

/** One person to a table (table_id null: back to 'Noch ohne Platz'); seat optional (null or left out: free). */
export const SeatingMove = z.object({
  person: z.string({ error: SEATING_MESSAGES.personInvalid }).regex(SEATING_PERSON_KEY_PATTERN, SEATING_MESSAGES.personInvalid),
  table_id: id(SEATING_MESSAGES.tableNotFound).nullable(),
  seat: z.number({ error: SEATING_MESSAGES.seatInvalid }).int(SEATING_MESSAGES.seatInvalid).min(1, SEATING_MESSAGES.seatInvalid).max(SEATING_SEATS_MAX, SEATING_MESSAGES.seatInvalid).nullish().transform((value) => value ?? null),
});
export type SeatingMove = z.output<typeof SeatingMove>;

/**
 * `PUT /api/admin/seating/seats`: one or several moves applied together (a swap is two moves), on
 * the version the client shows. Answers the new plan; 409 when stale or over a table's seats.
 * Accepting a suggestion sends its moves here with its version.
 */
export const SeatingMovesInput = z.object({
  version: version(),
  moves: z
    .array(SeatingMove)
    .min(1, SEATING_MESSAGES.movesMissing)
    .max(2000, SEATING_MESSAGES.tooManyMoves)
    .refine((moves) => new Set(moves.map((move) => move.person)).size === moves.length, SEATING_MESSAGES.personTwice),
});
export type SeatingMovesInput = z.output<typeof SeatingMovesInput>;

/** `POST /api/admin/seating/suggestion`: keep who is seated (default) or start from empty tables. */
export const SeatingSuggestionInput = z.object({
  version: version(),
  keep_seated: z.boolean().default(true),
});
export type SeatingSuggestionInput = z.output<typeof SeatingSuggestionInput>;

/**
 * The 'Vorschlag machen' reply: nothing is stored. `moves` seat the unseated (and, without
 * keep_seated, everyone) keeping families and couples together and never over a table's seats;
 * accept it by sending `{ version, moves }` to `PUT /api/admin/seating/seats`.
 */
export const SeatingSuggestion = z
  .object({
    version: z.number().int(),
    moves: z.array(z.object({ person: z.string(), table_id: z.number().int().nullable(), seat: z.number().int().nullable() })),
    /** People for whom no table had room (keys). */
    unplaced: z.array(z.string()),
    /** The warnings the plan would have after accepting. */
    warnings: z.array(SeatingWarning),
  })
  .meta({ title: 'SeatingSuggestion' });
export type SeatingSuggestion = z.output<typeof SeatingSuggestion>;

// ---- Settings and the guest's table -----------------------------------------------------------

/** `PUT /api/admin/seating/settings`: from when guests see 'Ihr Tisch: …' (null: not shown). */
export const SeatingSettingsInput = z.object({
  guests_see_table_from: instant(SEATING_MESSAGES.visibleFromInvalid).nullable(),
});
export type SeatingSettingsInput = z.output<typeof SeatingSettingsInput>;

/** `GET/PUT /api/admin/seating/settings`. */
export const SeatingSettings = z
  .object({ guests_see_table_from: timestamp().nullable() })
  .meta({ title: 'SeatingSettings' });
export type SeatingSettings = z.output<typeof SeatingSettings>;
export type SeatingSettingsJson = z.input<typeof SeatingSettings>;

/**
 * `GET /api/guest/seating`: the signed-in guest's table, only from the moment the couple set
 * (before it, or unseated, or declined: table null). The card reads `SEATING_TEXTS.yourTable(table.name)`.
 */
export const GuestSeating = z
  .object({
    table: z.object({ name: z.string(), note: z.string().nullable(), seat: z.number().int().nullable() }).nullable(),
    /** The companion's table when it differs from the guest's (rare; null otherwise). */
    companion_table: z.string().nullable(),
  })
  .meta({ title: 'GuestSeating' });
export type GuestSeating = z.output<typeof GuestSeating>;

// ---- Kitchen per table ------------------------------------------------------------------------

export const SeatingKitchenPerson = z
  .object({ name: z.string(), companion_of: z.string().nullable(), menu_label: z.string(), child: z.boolean(), allergies: z.array(z.string()) })
  .meta({ title: 'SeatingKitchenPerson' });
export type SeatingKitchenPerson = z.output<typeof SeatingKitchenPerson>;

export const SeatingKitchenTable = z
  .object({
    /** null: the people without a table yet ('Noch ohne Platz'), listed last. */
    table_id: z.number().int().nullable(),
    name: z.string(),
    note: z.string().nullable(),
    /** Menus with their counts at this table, in the menus' order; 'Ohne Menüwahl' last. */
    menus: z.array(z.object({ label: z.string(), count: z.number().int() })),
    /** People with allergies or diets at this table. */
    allergies: z.array(z.object({ name: z.string(), people: z.array(z.string()) })),
    people: z.array(SeatingKitchenPerson),
  })
  .meta({ title: 'SeatingKitchenTable' });
export type SeatingKitchenTable = z.output<typeof SeatingKitchenTable>;

/** `GET /api/admin/seating/kitchen-list` and, for the catering provider, `GET /api/service-provider/seating/kitchen-list`. */
export const SeatingKitchenList = z.object({ tables: z.array(SeatingKitchenTable) }).meta({ title: 'SeatingKitchenList' });
export type SeatingKitchenList = z.output<typeof SeatingKitchenList>;

// ---- Exports ----------------------------------------------------------------------------------

/** `GET /api/exports/seating/place-cards?layout=folded|flat` (PDF). */
export const PlaceCardsQuery = z.object({ layout: z.enum(PLACE_CARD_LAYOUTS, { error: SEATING_MESSAGES.layoutInvalid }).default('folded') });
export type PlaceCardsQuery = z.output<typeof PlaceCardsQuery>;

/** `GET /api/exports/seating/plan?format=csv|xlsx` and `GET /api/exports/seating/kitchen-list?format=pdf|csv|xlsx`. */
export const SEATING_PLAN_FORMATS = ['csv', 'xlsx'] as const;
export const SeatingPlanExportQuery = z.object({ format: z.enum(SEATING_PLAN_FORMATS, { error: SEATING_MESSAGES.formatUnknown }) });
export type SeatingPlanExportQuery = z.output<typeof SeatingPlanExportQuery>;
export const SeatingKitchenExportQuery = z.object({ format: z.enum(['pdf', 'csv', 'xlsx'], { error: SEATING_MESSAGES.formatUnknown }) });
export type SeatingKitchenExportQuery = z.output<typeof SeatingKitchenExportQuery>;
