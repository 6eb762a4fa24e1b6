import { defineEntity, p } from '@mikro-orm/core';

/** A building or house where guests sleep (e.g. the castle, a guest house nearby). */
const LocationSchema = defineEntity({
  name: 'Location',
  tableName: 'location',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    address: p.text().nullable(),
  },
});

export class Location extends LocationSchema.class {}
LocationSchema.setClass(Location);
