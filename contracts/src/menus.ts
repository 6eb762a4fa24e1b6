import { z } from 'zod';
import { commaList, plainText, textList, textOrEmpty } from './fields.js';

/** 'Menü 1' is the meat menu, 'Menü 2' the vegetarian one, 'Menü 3' the children's menu. */
export const MENU_TYPES = ['Menü 1', 'Menü 2', 'Menü 3'] as const;
const MenuType = z.enum(MENU_TYPES);
type MenuType = z.infer<typeof MenuType>;
export const MENU_TYPE_LABELS: Record<MenuType, string> = {
  'Menü 1': 'Menü 1 (Fleisch)',
  'Menü 2': 'Menü 2 (Vegetarisch)',
  'Menü 3': 'Menü 3 (Kinder)',
};

const MENU_TYPE_INVALID = "type muss 'Menü 1', 'Menü 2' oder 'Menü 3' sein";
export const MENU_NOT_FOUND = 'Menü nicht gefunden';
export const MENU_NOT_YOURS = 'Dieses Menü ist nicht für Sie bestimmt';

const dish = () => plainText(200).default('');
const dishDescription = () => plainText(1000).default('');

/** Always all six keys: a key left out is stored as empty text, unknown keys are dropped. */
export const MenuDescriptionInput = z.object({
  Gang1: dish(),
  'Gang1 Beschreibung': dishDescription(),
  Gang2: dish(),
  'Gang2 Beschreibung': dishDescription(),
  Gang3: dish(),
  'Gang3 Beschreibung': dishDescription(),
});

/** A menu guests can recognise: a class ('Vegetarisch') or at least one course. */
export const MENU_CONTENT_MISSING = 'Bitte geben Sie eine Klasse oder eine Beschreibung (mindestens einen Gang) ein.';

/** The menu names something: a class or a course (a description's texts). */
export const menuHasContent = (menu: { class?: string; description?: Record<string, string> }) =>
  Boolean(menu.class) || Object.values(menu.description ?? {}).some(Boolean);

/** Refuses a body that sends class and description both empty (a body leaving them out keeps the stored ones; the server checks the result). */
const withContent = <T extends { class?: string; description?: Record<string, string> }>(menu: T, context: z.RefinementCtx) => {
  if (menu.class !== undefined && menu.description !== undefined && !menuHasContent(menu)) {
    context.addIssue({ code: 'custom', path: ['class'], message: MENU_CONTENT_MISSING });
  }
};

/** A menu as an admin creates or edits it (POST and PUT send the same fields); it needs a class or a description. */
const MenuFields = z.object({
  type: z.enum(MENU_TYPES, { error: MENU_TYPE_INVALID }).optional(),
  class: textOrEmpty(200),
  description: MenuDescriptionInput.optional(),
  allergens: textList(30, 100).optional(),
  /** Guests may choose this menu when they answer the RSVP. */
  choosable: z.boolean().optional(),
});
export const MenuInput = MenuFields.superRefine(withContent);
export type MenuInput = z.output<typeof MenuInput>;

/** The admin's menu form: the same fields, with the allergens edited as comma-separated text. */
export const MenuForm = MenuFields.extend({ allergens: commaList(30, 100) }).superRefine(withContent);
export type MenuFormValues = z.input<typeof MenuForm>;

export const MenuDescription = z
  .object({
    Gang1: z.string(),
    'Gang1 Beschreibung': z.string(),
    Gang2: z.string(),
    'Gang2 Beschreibung': z.string(),
    Gang3: z.string(),
    'Gang3 Beschreibung': z.string(),
  })
  .meta({ title: 'MenuDescription' });
export type MenuDescription = z.output<typeof MenuDescription>;

export const Menu = z
  .object({
    id: z.number().int(),
    type: MenuType,
    /** Free-text category, shown to guests as the menu's title. */
    class: z.string(),
    description: MenuDescription,
    allergens: z.array(z.string()),
    /** Guests may choose this menu when they answer the RSVP. */
    choosable: z.boolean(),
  })
  .meta({ title: 'Menu' });
export type Menu = z.output<typeof Menu>;
