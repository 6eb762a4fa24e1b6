import { type GuestStory, NEW_STORY, type Story as StoryReply, STORY_NOT_AVAILABLE, type StoryInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Story } from './story.entity.js';

@Injectable()
export class StoryService {
  constructor(private readonly em: EntityManager) {}

  private async row(): Promise<Story> {
    return (await this.em.findOne(Story, { id: 1 })) ?? this.em.create(Story, { ...NEW_STORY, id: 1 });
  }

  async forAdmin(): Promise<StoryReply> {
    const story = await this.em.findOne(Story, { id: 1 });
    return story ? { title: story.title, blocks: story.blocks, is_published: story.is_published } : NEW_STORY;
  }

  /** The contract has checked the whole block tree already: a refused story never gets here. */
  async save(input: StoryInput): Promise<StoryReply> {
    this.em.assign(await this.row(), input, UPDATE);
    await this.em.flush();
    return this.forAdmin();
  }

  async publish(isPublished: boolean): Promise<StoryReply> {
    (await this.row()).is_published = isPublished;
    await this.em.flush();
    return this.forAdmin();
  }

  /** Guests see the story only once it is published. */
  async forGuest(): Promise<GuestStory> {
    const story = await this.em.findOneOrFail(Story, { id: 1, is_published: true }, orNotFound(STORY_NOT_AVAILABLE));
    return { title: story.title, blocks: story.blocks };
  }
}
