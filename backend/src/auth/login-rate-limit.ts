import { HttpException, HttpStatus, Inject, Injectable, type OnApplicationShutdown, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { ipKeyGenerator, MemoryStore, type Options } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const LOGIN_RATE_LIMITED = 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.';

const WINDOW_MS = 60_000;
/**
 * The wider limits (one account from every address, one address on every account, wrong links
 * from one address) allow this many times LOGIN_RATE_LIMIT: a whole wedding party shares the
 * venue's one public address.
 */
const WIDE_FACTOR = 10;

/** A failure count per key and minute (express-rate-limit's store: one sweep timer for all keys). */
function failureCounter(): MemoryStore {
  const store = new MemoryStore();
  store.init({ windowMs: WINDOW_MS } as Options);
  return store;
}

/**
 * Limits sign-in guessing without ever refusing a sign-in that succeeds. Only failures count, and
 * they are counted once their outcome is known, so a rush of correct sign-ins from one address
 * (the venue's Wi-Fi) never trips a limit.
 *
 * - Admin passwords: per account and client address LOGIN_RATE_LIMIT failures a minute, per
 *   account over all addresses and per address over all accounts ten times as many. Beyond that,
 *   attempts are refused (429) without checking the password. One address's password checks run
 *   one after another, so parallel requests cannot slip past the count before it is raised.
 * - Guest and provider links (192-bit secrets): a valid link always signs in. Wrong links count
 *   per address (ten times LOGIN_RATE_LIMIT a minute); beyond that a wrong link is answered 429.
 *
 * Client addresses come from Express (`req.ip`, trusting only TRUST_PROXY); an IPv6 client
 * counts by its /56 network, which one subscriber usually has whole.
 */
@Injectable()
export class LoginRateLimit implements OnApplicationShutdown {
  private readonly perPair = failureCounter();
  private readonly perAccount = failureCounter();
  private readonly perAddress = failureCounter();
  private readonly wrongLinks = failureCounter();
  /** The password check running (or last queued) for each address. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.loginRateLimit;
  }

  /** Signs in with a password via `attempt`, which throws UnauthorizedException when it is wrong. */
  password<T>(request: { ip: string; username: string; res: Response }, attempt: () => Promise<T>): Promise<T> {
    const address = ipKeyGenerator(request.ip);
    const counts: Array<[MemoryStore, string, number]> = [
      [this.perPair, `${address} ${request.username}`, this.limit],
      [this.perAccount, request.username, this.limit * WIDE_FACTOR],
      [this.perAddress, address, this.limit * WIDE_FACTOR],
    ];
    return this.oneAtATime(address, async () => {
      for (const [store, key, limit] of counts) {
        const failures = await store.get(key);
        if (failures && failures.totalHits >= limit) refuse(request.res, failures.resetTime);
      }
      try {
        const result = await attempt();
        await this.perPair.resetKey(counts[0][1]);
        return result;
      } catch (error) {
        if (error instanceof UnauthorizedException) await Promise.all(counts.map(([store, key]) => store.increment(key)));
        throw error;
      }
    });
  }

  /** Signs in with a personal link via `attempt`; a valid one is never refused. */
  async link<T>(request: { ip: string; res: Response }, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
      const failures = await this.wrongLinks.increment(ipKeyGenerator(request.ip));
      if (failures.totalHits > this.limit * WIDE_FACTOR) refuse(request.res, failures.resetTime);
      throw error;
    }
  }

  onApplicationShutdown(): void {
    for (const store of [this.perPair, this.perAccount, this.perAddress, this.wrongLinks]) store.shutdown();
  }

  private async oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }
}

function refuse(res: Response, resetTime: Date | undefined): never {
  const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + WINDOW_MS) - Date.now()) / 1000));
  res.setHeader('Retry-After', String(seconds));
  throw new HttpException({ msg: LOGIN_RATE_LIMITED }, HttpStatus.TOO_MANY_REQUESTS);
}
