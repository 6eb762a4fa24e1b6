import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from './export-constants.js';
import { MENU_TYPES } from './menus.js';

// The texts and constants without zod (the provider's and guests' bundles import them from there).
export * from './kitchen-constants.js';

/**
 * The kitchen list ('Küchenliste'): who eats what. Counted are the guests who said yes and the
 * companion each of them names (the companion's menu and allergies from the answer); declined and
 * unanswered guests are never counted, the unanswered are shown as still open. The figures are the
 * RSVP overview's summary (`GET /api/admin/rsvp`), split into people.
 */

/** One person who eats: a guest who said yes, or the companion a guest named. */
export const KitchenPerson = z
  .object({
    /** The guest; for a companion the guest they come with. */
    guest_id: z.number().int(),
    name: z.string(),
    /** null: the guest themself; otherwise the name of the guest this companion comes with. */
    companion_of: z.string().nullable(),
    /** The person's menu's label (as in the menu counts), or 'Ohne Menüwahl'. */
    menu_label: z.string(),
    allergies: z.array(z.string()),
  })
  .meta({ title: 'KitchenPerson' });
export type KitchenPerson = z.output<typeof KitchenPerson>;

export const KitchenMenu = z
  .object({
    /** null: 'Ohne Menüwahl' (said yes without choosing, or their menu was deleted). */
    menu_id: z.number().int().nullable(),
    /** 'Vegetarisch', the same label as the RSVP overview's menu counts. */
    label: z.string(),
    type: z.enum(MENU_TYPES).nullable(),
    /** A children's menu ('Menü 3'). */
    children: z.boolean(),
    count: z.number().int(),
    /** Guests by group and name, each guest's companion after them. */
    people: z.array(KitchenPerson),
  })
  .meta({ title: 'KitchenMenu' });
export type KitchenMenu = z.output<typeof KitchenMenu>;

/** One allergy or diet, spelled as first written ('Laktose' and ' laktose ' are one), with the people it concerns. */
export const KitchenAllergy = z
  .object({
    name: z.string(),
    count: z.number().int(),
    people: z.array(KitchenPerson),
  })
  .meta({ title: 'KitchenAllergy' });
export type KitchenAllergy = z.output<typeof KitchenAllergy>;

export const KitchenTotals = z
  .object({
    /** Everyone who eats: guests who said yes plus their companions. */
    people: z.number().int(),
    /** Guests who said yes. */
    guests: z.number().int(),
    /** Companions named by guests who said yes. */
    companions: z.number().int(),
    /** People with a children's menu ('Menü 3'). */
    children: z.number().int(),
    /** People without a menu ('Ohne Menüwahl'). */
    without_menu: z.number().int(),
    /** People with at least one allergy or diet. */
    with_allergies: z.number().int(),
    /** Guests who have not answered yet (not counted anywhere above). */
    open: z.number().int(),
    /** Guests who declined (never counted). */
    declined: z.number().int(),
  })
  .meta({ title: 'KitchenTotals' });
export type KitchenTotals = z.output<typeof KitchenTotals>;

/**
 * `GET /api/admin/kitchen-list` and, for the catering provider, `GET /api/service-provider/kitchen-list`:
 * every menu (also those nobody chose) and 'Ohne Menüwahl' when someone has none, every allergy
 * and diet with its people, and the totals.
 */
export const KitchenList = z
  .object({
    menus: z.array(KitchenMenu),
    allergies: z.array(KitchenAllergy),
    totals: KitchenTotals,
  })
  .meta({ title: 'KitchenList' });
export type KitchenList = z.output<typeof KitchenList>;

/** `GET /api/exports/kitchen-list?format=pdf|csv|xlsx` (admins and the catering provider). */
export const KitchenListExportQuery = z.object({ format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatUnknown }) });
export type KitchenListExportQuery = z.output<typeof KitchenListExportQuery>;
