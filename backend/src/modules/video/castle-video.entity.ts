import { defineEntity, p } from '@mikro-orm/core';

/**
 * The castle video an admin uploaded (one row, id 1). Without a row, guests see the clip that
 * comes with the portal (stored under VIDEO_KEY). Replacing the video stores the new file under a
 * key of its own first and then points this row at it, so guests never see a half-written file;
 * the previous upload is deleted through the outbox in the same transaction.
 */
const CastleVideoSchema = defineEntity({
  name: 'CastleVideo',
  tableName: 'castle_video',
  properties: {
    id: p.integer().primary().autoincrement(false),
    storage_key: p.string().length(200),
    content_type: p.string().length(100),
    size: p.bigint('number'),
    uploaded_at: p.datetime(),
  },
});

export class CastleVideo extends CastleVideoSchema.class {}
CastleVideoSchema.setClass(CastleVideo);
