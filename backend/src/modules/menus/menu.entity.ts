import { defineEntity, p } from '@mikro-orm/core';

export const MENU_TYPES = ['Menü 1', 'Menü 2', 'Menü 3'] as const;
/** The six keys of a menu description (spec core §3). */
export const MENU_DESCRIPTION_KEYS = ['Gang1', 'Gang1 Beschreibung', 'Gang2', 'Gang2 Beschreibung', 'Gang3', 'Gang3 Beschreibung'] as const;
export type MenuDescription = Record<(typeof MENU_DESCRIPTION_KEYS)[number], string>;

const MenuSchema = defineEntity({
  name: 'Menu',
  tableName: 'menu',
  properties: {
    id: p.integer().primary(),
    type: p.enum(MENU_TYPES).default('Menü 1'),
    class: p.string().length(200).default(''),
    description: p.json<MenuDescription>(),
    allergens: p.json<string[]>(),
  },
});

export class Menu extends MenuSchema.class {}
MenuSchema.setClass(Menu);
