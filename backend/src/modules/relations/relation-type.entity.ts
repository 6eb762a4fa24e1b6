import { defineEntity, p } from '@mikro-orm/core';

const RelationTypeSchema = defineEntity({
  name: 'RelationType',
  tableName: 'relation_type',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
  },
});

export class RelationType extends RelationTypeSchema.class {}
RelationTypeSchema.setClass(RelationType);
