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

/**
 * The recent failed sign-ins (wrong passwords; not the requests refused by a limit, which are
 * not worth a row each), for the admins to see in the settings. Never the password typed.
 */
const SignInFailureSchema = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failure',
  properties: {
    id: p.integer().primary(),
    at: p.datetime(),
    /** The account name as typed (perhaps no account at all). */
    username: p.string().length(100),
    /** The client's address as Express saw it (see clientAddress). */
    address: p.string().length(100),
    /** Whether the browser had a genuine device cookie for this account (device-cookie.ts). */
    known_browser: p.boolean(),
  },
});

export class SignInFailure extends SignInFailureSchema.class {}
SignInFailureSchema.setClass(SignInFailure);
