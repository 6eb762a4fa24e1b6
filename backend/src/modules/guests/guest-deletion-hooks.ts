import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

/** Work that must happen in the transaction that deletes guests, before their rows go (their photos' files, messages' personal fields). */
export type GuestDeletionHook = (em: EntityManager, guestIds: number[]) => Promise<void>;

/**
 * Modules that keep a guest's personal data beyond what the database's cascades remove register
 * here (the privacy module does, issue 42), so the guests module deletes everywhere without
 * importing them.
 */
@Injectable()
export class GuestDeletionHooks {
  private readonly hooks: GuestDeletionHook[] = [];

  register(hook: GuestDeletionHook): void {
    this.hooks.push(hook);
  }

  async run(em: EntityManager, guestIds: number[]): Promise<void> {
    for (const hook of this.hooks) await hook(em, guestIds);
  }
}
