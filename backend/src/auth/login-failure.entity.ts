import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-ins counted per key (account and address, account, address, wrong links) for the
 * current minute, in the database so that every web process behind the proxy counts together.
 */
const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    key: p.string().length(300).primary(),
    hits: p.integer(),
    /** When this key's minute ends; a later failure starts a new one at 1. */
    reset_at: p.datetime(),
  },
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
