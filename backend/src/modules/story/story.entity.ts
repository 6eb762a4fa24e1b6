import type { StoryBlock } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** A single row (id 1): the couple's story as a validated block tree. */
const StorySchema = defineEntity({
  name: 'Story',
  tableName: 'story',
  properties: {
    id: p.integer().primary().autoincrement(false),
    title: p.string().length(200),
    blocks: p.json<StoryBlock[]>(),
    is_published: p.boolean().default(false),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Story extends StorySchema.class {}
StorySchema.setClass(Story);
