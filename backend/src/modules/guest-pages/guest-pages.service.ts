import { EMPTY_GUEST_PAGES, type GuestPageName, type GuestPages } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { GuestPage } from './guest-page.entity.js';

/** The guest pages the couple writes: each saved whole; a page nobody wrote yet reads as empty. */
@Injectable()
export class GuestPagesService {
  constructor(private readonly em: EntityManager) {}

  async all(): Promise<GuestPages> {
    const rows = await this.em.find(GuestPage, {});
    const pages: GuestPages = structuredClone(EMPTY_GUEST_PAGES);
    for (const row of rows) Object.assign(pages, { [row.page]: row.content });
    return pages;
  }

  async get<P extends GuestPageName>(page: P): Promise<GuestPages[P]> {
    const row = await this.em.findOne(GuestPage, { page });
    return (row?.content as GuestPages[P] | undefined) ?? structuredClone(EMPTY_GUEST_PAGES[page]);
  }

  /** The contract has checked the page already: a refused page never gets here. */
  async save<P extends GuestPageName>(page: P, content: GuestPages[P]): Promise<GuestPages[P]> {
    const row = await this.em.findOne(GuestPage, { page });
    if (row) row.content = content;
    else this.em.create(GuestPage, { page, content });
    await this.em.flush();
    return content;
  }
}
