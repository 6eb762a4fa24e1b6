import type { EntityManager } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { GuestDeletionHooks } from '../guests/index.js';
import { Media, MediaPersonalData } from '../media/index.js';
import { eraseMessagesOf } from './privacy.queries.js';

/**
 * What deleting a guest removes beyond their row and the rows the database's cascades take (answer,
 * sessions, requests, relations, rooms, photo groups): their photos with all files, and the
 * personal fields of the messages sent to them (name, address, text; the rows stay for the
 * batches' counts). Runs in the deleting transaction (GuestDeletionHooks), so either all of it
 * happens or none. Caches follow the tables' change notifications; backups made afterwards hold
 * nothing of the guest.
 */
@Injectable()
export class GuestErasure implements OnModuleInit {
  constructor(
    private readonly hooks: GuestDeletionHooks,
    private readonly media: MediaPersonalData,
  ) {}

  onModuleInit(): void {
    this.hooks.register((em, guestIds) => this.erase(em, guestIds));
  }

  async erase(em: EntityManager, guestIds: number[]): Promise<void> {
    await eraseMessagesOf(em, guestIds);
    this.media.remove(em, await em.find(Media, { uploader_guest: { $in: guestIds } }));
    await em.flush();
  }
}
