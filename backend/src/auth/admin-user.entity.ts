import { defineEntity, p } from '@mikro-orm/core';

const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100).unique(),
    password_hash: p.string().length(255).hidden(),
    created_at: p.datetime().onCreate(() => new Date()),
    // Raised to end every session of this admin (tokens carry the version they were issued with).
    session_version: p.integer().default(0),
  },
});

export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
