import type { EntityName } from '@mikro-orm/core';

/** A record that signs in; raising its session version ends its sessions (session-versions.ts). */
export interface Principal {
  id: number;
  session_version: number;
}

/** A record that signs in with its personal link. */
export interface LinkPrincipal extends Principal {
  login_token: string;
}

/**
 * What a module whose records sign in with a personal link gives auth, so that auth reads them
 * without importing the module: the entity (with `login_token` and `session_version`).
 */
export interface LinkSignIn {
  readonly entity: EntityName<LinkPrincipal>;
}

/** The guests' LinkSignIn, provided and exported by the guests module. */
export const GUEST_SIGN_IN = Symbol('GUEST_SIGN_IN');
/** The service providers' LinkSignIn, provided and exported by the service-providers module. */
export const PROVIDER_SIGN_IN = Symbol('PROVIDER_SIGN_IN');
