import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { Media } from './media.entity.js';

/**
 * A circle of guests that photos can be shared with. A medium in no photo group is visible to
 * every guest; a medium in photo groups only to the members of those groups and its uploader.
 */
const PhotoGroupSchema = defineEntity({
  name: 'PhotoGroup',
  tableName: 'photo_group',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
  },
});
export class PhotoGroup extends PhotoGroupSchema.class {}
PhotoGroupSchema.setClass(PhotoGroup);

/** A guest's membership in a photo group. */
const PhotoGroupGuestSchema = defineEntity({
  name: 'PhotoGroupGuest',
  tableName: 'photo_group_guest',
  properties: {
    group: () => p.manyToOne(PhotoGroup).primary().deleteRule('cascade'),
    guest: () => p.manyToOne(Guest).primary().deleteRule('cascade').index(),
  },
});
export class PhotoGroupGuest extends PhotoGroupGuestSchema.class {}
PhotoGroupGuestSchema.setClass(PhotoGroupGuest);

/** A medium shared with a photo group. */
const MediaPhotoGroupSchema = defineEntity({
  name: 'MediaPhotoGroup',
  tableName: 'media_photo_group',
  properties: {
    media: () => p.manyToOne(Media).primary().deleteRule('cascade'),
    group: () => p.manyToOne(PhotoGroup).primary().deleteRule('cascade').index(),
  },
});
export class MediaPhotoGroup extends MediaPhotoGroupSchema.class {}
MediaPhotoGroupSchema.setClass(MediaPhotoGroup);
