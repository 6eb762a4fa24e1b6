import { MENU_TYPES, type MenuDescription } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

const MenuSchema = defineEntity({
  name: 'Menu',
  tableName: 'menu',
  properties: {
    id: p.integer().primary(),
    type: p.enum(MENU_TYPES).default('Menü 1'),
    class: p.string().length(200).default(''),
    description: p.json<MenuDescription>(),
    allergens: p.json<string[]>(),
    /** Guests may choose it in their RSVP. */
    choosable: p.boolean().default(false),
  },
});

export class Menu extends MenuSchema.class {}
MenuSchema.setClass(Menu);
