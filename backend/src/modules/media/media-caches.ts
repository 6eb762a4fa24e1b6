import { EntityManager, type EntityName, type EventSubscriber } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BoundedMap } from '../../common/bounded-map.js';
import type { ViewableMedia } from './media-images.service.js';
import { Media } from './media.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';

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
