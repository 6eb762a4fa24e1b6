import { type GuestType, KITCHEN_MESSAGES, KITCHEN_PROVIDER_CATEGORY, type KitchenList } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { RsvpService } from '../rsvp/index.js';
import { ServiceProvider } from '../service-providers/index.js';
import { kitchenList } from './kitchen-list.js';

/**
 * The kitchen list, made from the RSVP overview's rows: one rule of who is counted for meals (the
 * overview's), so the list and the overview's summary cannot disagree.
 */
@Injectable()
export class KitchenService {
  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
  ) {}

  /** Of every guest, or of one guest type (the guest list's export of that type prints its meals). */
  async list(filter: { guest_type?: GuestType } = {}): Promise<KitchenList> {
    const { guests, menus } = await this.rsvp.overview(filter);
    return kitchenList(guests, menus);
  }

  /** Only a provider of the category Catering may read it; any other provider: 403. */
  async assertCatering(providerId: number): Promise<void> {
    const provider = await this.em.fork().findOne(ServiceProvider, { id: providerId }, { fields: ['category'] });
    if (provider?.category !== KITCHEN_PROVIDER_CATEGORY) throw new ForbiddenException(KITCHEN_MESSAGES.notCatering);
  }

  async forProvider(providerId: number): Promise<KitchenList> {
    await this.assertCatering(providerId);
    return this.list();
  }
}
