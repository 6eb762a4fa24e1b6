import { type Menu as MenuReply, MENU_CONTENT_MISSING, MENU_NOT_FOUND, MenuDescriptionInput, menuHasContent, type MenuInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Menu } from './menu.entity.js';

@Injectable()
export class MenusService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<MenuReply[]> {
    return this.em.find(Menu, {}, { orderBy: { type: 'asc', class: 'asc', id: 'asc' } });
  }

  private findOrFail(id: number): Promise<Menu> {
    return this.em.findOneOrFail(Menu, { id }, orNotFound(MENU_NOT_FOUND));
  }

  /** Fields left out get their defaults: 'Menü 1', no class, empty courses, no allergens. */
  async create(input: MenuInput): Promise<MenuReply> {
    if (!menuHasContent(input)) throw new BadRequestException(MENU_CONTENT_MISSING);
    const menu = this.em.create(Menu, {
      type: input.type ?? 'Menü 1',
      class: input.class ?? '',
      description: input.description ?? MenuDescriptionInput.parse({}),
      allergens: input.allergens ?? [],
      choosable: input.choosable ?? false,
    });
    await this.em.flush();
    return menu;
  }

  /** A description sent replaces the whole description (the contract fills in its six keys). */
  async update(id: number, input: MenuInput): Promise<MenuReply> {
    const menu = await this.findOrFail(id);
    if (!menuHasContent({ class: input.class ?? menu.class, description: input.description ?? menu.description })) throw new BadRequestException(MENU_CONTENT_MISSING);
    this.em.assign(menu, input, UPDATE);
    await this.em.flush();
    return menu;
  }

  /** Guests who had this menu keep existing without one (foreign key: set null). */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }
}
