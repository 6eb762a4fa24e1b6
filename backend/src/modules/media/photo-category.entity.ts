import { defineEntity, p } from '@mikro-orm/core';
import { Media } from './media.entity.js';

/** A label for photos ('Trauung', 'Apéro'); a medium has any number of them. */
const PhotoCategorySchema = defineEntity({
  name: 'PhotoCategory',
  tableName: 'photo_category',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
  },
});
export class PhotoCategory extends PhotoCategorySchema.class {}
PhotoCategorySchema.setClass(PhotoCategory);

/** A medium in a category; deleting either side removes the link. */
const MediaCategorySchema = defineEntity({
  name: 'MediaCategory',
  tableName: 'media_category',
  properties: {
    media: () => p.manyToOne(Media).primary().deleteRule('cascade'),
    category: () => p.manyToOne(PhotoCategory).primary().deleteRule('cascade').index(),
  },
});
export class MediaCategory extends MediaCategorySchema.class {}
MediaCategorySchema.setClass(MediaCategory);
