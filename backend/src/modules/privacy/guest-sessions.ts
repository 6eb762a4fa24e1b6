import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { browserLabel } from './browser-label.js';
import { GuestSession } from './privacy.entity.js';
import { recordGuestSession } from './privacy.queries.js';

/** A session's last use is written at most this often (the page shows it to a few minutes). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** The SHA-256 of a session token: the row's key (the token itself is never stored). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionUse {
  guestId: number;
  version: number;
  token: string;
  userAgent: string | undefined;
}

/**
 * The guests' sessions as 'Meine Daten' lists them: one row per session token, with its browser
 * and its last use. Written on a guest's requests, at most every few minutes per session (one
 * upsert), so a wedding-day rush costs one write per guest and device in that time.
 */
@Injectable()
export class GuestSessions {
  /** Tokens written recently: hash → time of the write. */
  private readonly touched = new LRUCache<string, number>({ max: 20_000 });
  /** Writes under way: hash → the write (a token's requests arriving together wait for the same one). */
  private readonly writing = new Map<string, Promise<string>>();
  now: () => number = Date.now;

  constructor(private readonly em: EntityManager) {}

  /**
   * Whether a request with this token must wait for the session's row: its last write is older than
   * SESSION_TOUCH_MS, or a write is still under way (a request beside the first one must not read the
   * guest's sessions before that row exists). Requests in between pass without a promise.
   */
  due(token: string): boolean {
    const hash = tokenHash(token);
    if (this.writing.has(hash)) return true;
    const last = this.touched.get(hash);
    return last === undefined || this.now() - last >= SESSION_TOUCH_MS;
  }

  /** Records the use (now, or only if the last write is older than SESSION_TOUCH_MS unless `force`). Returns the token's hash. */
  async touch(use: SessionUse, force = false): Promise<string> {
    const hash = tokenHash(use.token);
    const now = this.now();
    const underWay = this.writing.get(hash);
    if (!force && underWay) return underWay;
    const last = this.touched.get(hash);
    if (!force && last !== undefined && now - last < SESSION_TOUCH_MS) return hash;
    this.touched.set(hash, now);
    const write = recordGuestSession(this.em.fork(), { guestId: use.guestId, version: use.version, hash, browser: browserLabel(use.userAgent), at: new Date(now) }).then(
      () => hash,
      (error: unknown) => {
        this.touched.delete(hash);
        throw error;
      },
    );
    this.writing.set(hash, write);
    try {
      return await write;
    } finally {
      if (this.writing.get(hash) === write) this.writing.delete(hash);
    }
  }

  /** The guest's sessions that are still valid (issued with the current version), last used first. */
  list(em: EntityManager, guestId: number, version: number): Promise<GuestSession[]> {
    return em.find(GuestSession, { guest: guestId, session_version: version }, { orderBy: { last_used_at: 'desc', id: 'desc' } });
  }

  /** Forgets what this process wrote (the rows are gone: sign-out everywhere, deletion, retention). */
  forget(): void {
    this.touched.clear();
  }
}
