import { EntityManager, type EntityName, type EventSubscriber } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ViewableMedia } from './media-images.service.js';
import { Media } from './media.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';

/**
 * A map that forgets its oldest entries beyond `maxWeight` (each entry weighs what `weigh` says,
 * 1 by default). Reading an entry makes it the newest.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldest, old] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= this.weigh(old);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The entities whose changes can change who sees which medium (and the medium's row itself). */
const ACCESS_ENTITIES: EntityName<object>[] = [Media, MediaPhotoGroup, PhotoGroup, PhotoGroupGuest];

/**
 * Recent "yes, this viewer may see this medium" answers, so that a burst of requests for the same
 * image (a grid re-rendered, a lightbox opened on a thumbnail just loaded) costs one query, not one
 * each. Only permissions are kept, never refusals, and each for at most REUSE_MS: a viewer can get
 * a medium again for a moment after losing access only if they were sent it a moment before. Every
 * change this process writes through the ORM to media, photo groups or their members drops all
 * answers at once; changes made elsewhere count after REUSE_MS at the latest.
 */
@Injectable()
export class MediaAccessCache implements EventSubscriber<object>, OnModuleInit {
  static readonly REUSE_MS = 1000;
  /** Milliseconds; replaceable so tests can move time forward. */
  now: () => number = Date.now;
  private readonly answers = new BoundedMap<string, { media: ViewableMedia; at: number }>(20_000);

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  get(key: string): ViewableMedia | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.now() - answer.at < MediaAccessCache.REUSE_MS) return answer.media;
    this.answers.delete(key);
    return undefined;
  }

  set(key: string, media: ViewableMedia): void {
    this.answers.set(key, { media, at: this.now() });
  }

  clear(): void {
    this.answers.clear();
  }

  getSubscribedEntities(): EntityName<object>[] {
    return ACCESS_ENTITIES;
  }

  afterCreate(): void {
    this.clear();
  }

  afterUpdate(): void {
    this.clear();
  }

  afterDelete(): void {
    this.clear();
  }
}
