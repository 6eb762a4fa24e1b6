import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { UpdateStoryInput } from './dto/story.input.js';
import { parseStoryBlocks } from './story-blocks.js';
import { Story } from './story.entity.js';

export const DEFAULT_STORY = { title: 'Unsere Geschichte', blocks: [], is_published: false };

@Injectable()
export class StoryService {
  constructor(private readonly em: EntityManager) {}

  private async row(): Promise<Story | null> {
    return this.em.findOne(Story, { id: 1 });
  }

  async forAdmin() {
    const story = await this.row();
    return story ? { title: story.title, blocks: story.blocks, is_published: story.is_published } : DEFAULT_STORY;
  }

  /** Validates the whole block tree first: a refused story changes nothing. */
  async save(input: UpdateStoryInput) {
    const parsed = parseStoryBlocks(input.blocks);
    if (!parsed.ok) throw new BadRequestException(parsed.message);
    const story = (await this.row()) ?? this.em.create(Story, { id: 1, title: input.title, blocks: [], is_published: false });
    story.title = input.title;
    story.blocks = parsed.blocks;
    if (input.is_published !== undefined) story.is_published = input.is_published;
    await this.em.flush();
    return this.forAdmin();
  }

  async publish(isPublished: boolean) {
    const story = (await this.row()) ?? this.em.create(Story, { ...DEFAULT_STORY, id: 1 });
    story.is_published = isPublished;
    await this.em.flush();
    return this.forAdmin();
  }

  /** Guests see the story only once it is published. */
  async forGuest() {
    const story = await this.row();
    if (!story?.is_published) throw new NotFoundException('Die Hochzeits-Story ist noch nicht verfügbar.');
    return { title: story.title, blocks: story.blocks };
  }
}
