import { type EntityName, type EventArgs, type EventSubscriber, type TransactionEventArgs, EntityManager, raw } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminUser } from './admin-user.entity.js';
import { sessionVersionsIn } from './auth.queries.js';
import { type AuthUser, type TokenClaims, USER_TYPES, type UserType } from './auth.types.js';
import { GUEST_SIGN_IN, type LinkSignIn, type Principal, PROVIDER_SIGN_IN } from './principals.js';

interface Entry {
  /** null: the principal no longer exists. */
  version: number | null;
  loadedAt: number;
}

/**
 * Session revocation. Every guest, provider and admin has a session version; a token carries the
 * version it was issued with (`ver`) and is accepted only while that is still the current one.
 * Raising the version (new login link, password change, "end all sessions") or deleting the
 * record ends every session opened before.
 *
 * The versions are cached in this process for at most `SESSION_CHECK_SECONDS` (default 30). A
 * version not cached (or expired) is read together with those of every other principal of its
 * kind, in one query: a wedding-day rush of 300 guests costs one query per half minute, and
 * guests coming back after a pause do not each wait for a query of their own. A change made by
 * another process therefore takes effect here at the latest when the cached entries expire;
 * changes made through this process's entity manager take effect at once.
 */
@Injectable()
export class SessionVersions implements EventSubscriber<Principal>, OnModuleInit {
  /** Milliseconds; replaceable so tests can move time forward instead of waiting. */
  now: () => number = Date.now;
  readonly maxAgeMs: number;
  private readonly entries = new Map<string, Entry>();
  /** Readings in progress, by kind of principal. */
  private readonly loading = new Map<UserType, { generation: number; done: Promise<void> }>();
  /** Raised by every forget, so a load that started earlier does not put an old value back. */
  private generation = 0;
  /** Principals changed inside a still open transaction: forgotten once more when it commits. */
  private readonly changedIn = new WeakMap<object, Set<string>>();
  /** The records that sign in, by kind. */
  private readonly principals: Record<UserType, EntityName<Principal>>;
  private readonly typeOf: Map<unknown, UserType>;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(GUEST_SIGN_IN) guests: LinkSignIn,
    @Inject(PROVIDER_SIGN_IN) providers: LinkSignIn,
  ) {
    this.maxAgeMs = config.sessionCheckSeconds * 1000;
    this.principals = { admin: AdminUser as EntityName<Principal>, guest: guests.entity as EntityName<Principal>, service_provider: providers.entity as EntityName<Principal> };
    this.typeOf = new Map(Object.entries(this.principals).map(([type, entity]) => [entity, type as UserType]));
  }

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  /**
   * The principal a verified token's claims name, if that is a well-formed principal whose
   * session version is still the one the token carries; null otherwise.
   */
  async userOf(claims: TokenClaims): Promise<AuthUser | null> {
    const id = Number(claims.sub);
    const ver = claims.ver ?? 0;
    if (!Number.isSafeInteger(id) || !(USER_TYPES as readonly string[]).includes(claims.type) || !Number.isSafeInteger(ver)) return null;
    const type = claims.type;
    return (await this.accepts(type, id, ver)) ? { id, type, ver } : null;
  }

  /** Whether a token of this principal issued with `version` still opens a session. */
  async accepts(type: UserType, id: number, version: number): Promise<boolean> {
    const key = `${type}:${id}`;
    const entry = this.entries.get(key);
    let current = entry && this.now() - entry.loadedAt < this.maxAgeMs ? entry.version : undefined;
    // A newer version than the cached one means the cache is behind (e.g. the link was renewed
    // through another process and the guest signed in with the new link): read it again.
    if (current === undefined || (current !== null && version > current)) current = await this.load(key, type);
    return current !== null && current === version;
  }

  /** Ends every session of every admin (their version is raised by one). */
  async endAllAdminSessions(): Promise<void> {
    await this.em.fork().nativeUpdate(AdminUser, {}, { session_version: raw('session_version + 1') });
    this.forgetType('admin');
  }

  /**
   * For changes made without this process's entity events (raw SQL, e.g. removing the demo
   * data): call after the commit; those principals' next request reads the database again.
   */
  changed(type: UserType): void {
    this.forgetType(type);
  }

  /** Drops every cached version (tests empty the database between cases). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  private forgetType(type: UserType): void {
    this.generation++;
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${type}:`)) this.entries.delete(key);
  }

  /** The current version of one principal, read with those of every other principal of its kind. */
  private async load(key: string, type: UserType): Promise<number | null> {
    let generation: number;
    do {
      generation = this.generation;
      await this.loadAll(type);
      // Read again if something was forgotten meanwhile: what was read may be older.
    } while (generation !== this.generation);
    // Not among them: gone before this process first read it. Kept as gone, so that requests with
    // its tokens do not each read every version again.
    if (!this.entries.has(key)) this.entries.set(key, { version: null, loadedAt: this.now() });
    return this.entries.get(key)?.version ?? null;
  }

  private loadAll(type: UserType): Promise<void> {
    // Requests that arrive together share one query (one begun before something was forgotten
    // keeps nothing it read: not worth waiting for).
    const shared = this.loading.get(type);
    if (shared?.generation === this.generation) return shared.done;
    const generation = this.generation;
    const loadedAt = this.now();
    const pending: Promise<void> = sessionVersionsIn(this.em.fork(), this.em.getMetadata().get(this.principals[type]).tableName)
      .then((rows) => {
        // A change forgotten meanwhile may not be in what was read: keep nothing of this reading.
        if (generation !== this.generation) return;
        const current = new Set<string>();
        for (const row of rows) {
          const key = `${type}:${row.id}`;
          current.add(key);
          this.entries.set(key, { version: Number(row.session_version), loadedAt });
        }
        // Principals read before and gone now: deleted.
        for (const key of this.entries.keys()) if (key.startsWith(`${type}:`) && !current.has(key)) this.entries.set(key, { version: null, loadedAt });
      })
      .finally(() => {
        if (this.loading.get(type)?.done === pending) this.loading.delete(type);
      });
    this.loading.set(type, { generation, done: pending });
    return pending;
  }

  // Entity events of this process: a raised version or a deleted principal counts at once here.

  getSubscribedEntities(): EntityName<Principal>[] {
    return Object.values(this.principals);
  }

  afterUpdate({ em, entity, meta, changeSet }: EventArgs<Principal>): void {
    if (changeSet && 'session_version' in changeSet.payload) this.forgetEntity(em, entity, meta.class);
  }

  afterDelete({ em, entity, meta }: EventArgs<Principal>): void {
    this.forgetEntity(em, entity, meta.class);
  }

  // A request that read the version between the change and its commit (on PostgreSQL another
  // connection still sees the old row) may have cached the old version: forget it again.
  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const committed = transaction as object | undefined;
    const keys = committed && this.changedIn.get(committed);
    if (!keys) return;
    this.changedIn.delete(committed);
    for (const key of keys) this.forget(key);
  }

  private forgetEntity(em: EntityManager, entity: Principal, entityClass: unknown): void {
    const type = this.typeOf.get(entityClass);
    if (!type) return;
    const key = `${type}:${entity.id}`;
    this.forget(key);
    const transaction = em.getTransactionContext<object>();
    if (!transaction) return;
    const keys = this.changedIn.get(transaction) ?? new Set<string>();
    keys.add(key);
    this.changedIn.set(transaction, keys);
  }
}
