import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { CreateMenuInput, UpdateMenuInput } from './dto/menu.input.js';
import { Menu, MENU_DESCRIPTION_KEYS, type MenuDescription } from './menu.entity.js';

/** Always all six keys, whatever subset was sent. */
function fullDescription(description?: Partial<MenuDescription>): MenuDescription {
  return Object.fromEntries(MENU_DESCRIPTION_KEYS.map((key) => [key, description?.[key] ?? ''])) as MenuDescription;
}

@Injectable()
export class MenusService {
  constructor(private readonly em: EntityManager) {}

  list() {
    return this.em.find(Menu, {}, { orderBy: { type: 'asc', class: 'asc', id: 'asc' } });
  }

  private async findOrFail(id: number): Promise<Menu> {
    const menu = await this.em.findOne(Menu, { id });
    if (!menu) throw new NotFoundException('Menü nicht gefunden');
    return menu;
  }

  async create(input: CreateMenuInput) {
    const menu = this.em.create(Menu, {
      type: input.type ?? 'Menü 1',
      class: input.class ?? '',
      description: fullDescription(input.description),
      allergens: input.allergens ?? [],
    });
    await this.em.flush();
    return menu;
  }

  async update(id: number, input: UpdateMenuInput) {
    const menu = await this.findOrFail(id);
    if (input.type !== undefined) menu.type = input.type;
    if (input.class !== undefined) menu.class = input.class;
    if (input.description !== undefined) menu.description = fullDescription(input.description);
    if (input.allergens !== undefined) menu.allergens = input.allergens;
    await this.em.flush();
    return menu;
  }

  /** Guests who had this menu keep existing without one (foreign key: set null). */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }
}
