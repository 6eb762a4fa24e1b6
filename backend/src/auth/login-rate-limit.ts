import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, type OnApplicationShutdown, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/core';
import { ipKeyGenerator } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FailureCounts } from './auth.queries.js';

export const LOGIN_RATE_LIMITED = 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.';

const WINDOW_MS = 60_000;

/**
 * A wrong current password on a signed-in request (the password change): a 400, since the session
 * itself is fine, but counted like a failed sign-in, so a stolen session cannot guess the password.
 */
export class WrongPasswordException extends BadRequestException {}
/**
 * The wider limits (one account from every address, one address on every account, wrong links
 * from one address) allow this many times LOGIN_RATE_LIMIT: a whole wedding party shares the
 * venue's one public address.
 */
const WIDE_FACTOR = 10;

/**
 * Limits sign-in guessing without ever refusing a sign-in that succeeds. Only failures count, and
 * they are counted once their outcome is known, so a rush of correct sign-ins from one address
 * (the venue's Wi-Fi) never trips a limit.
 *
 * - Admin passwords: per account and client address LOGIN_RATE_LIMIT failures a minute, per
 *   account over all addresses and per address over all accounts ten times as many. Beyond that,
 *   attempts are refused (429) without checking the password.
 * - Guest and provider links (192-bit secrets): a valid link always signs in. Wrong links count
 *   per address (ten times LOGIN_RATE_LIMIT a minute); beyond that a wrong link is answered 429.
 *
 * Client addresses come from Express (`req.ip`, trusting only TRUST_PROXY); an IPv6 client
 * counts by its /56 network, which one subscriber usually has whole.
 */
@Injectable()
export class LoginRateLimit implements OnApplicationShutdown {
  private readonly counts: FailureCounts;
  private readonly sweeper: NodeJS.Timeout;
  /** The password check running (or last queued) for each address in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, em: EntityManager) {
    this.limit = config.loginRateLimit;
    this.counts = new FailureCounts(em, WINDOW_MS);
    this.sweeper = setInterval(() => void this.counts.sweep().catch(() => undefined), WINDOW_MS);
    this.sweeper.unref();
  }

  /**
   * Checks an admin's password via `attempt`, which throws UnauthorizedException (sign-in) or
   * WrongPasswordException (password change) when it is wrong: both count for the same limits.
   */
  password<T>(request: { ip: string; username: string; res: Response }, attempt: () => Promise<T>): Promise<T> {
    const address = ipKeyGenerator(request.ip);
    const pair = `pair ${address} ${request.username}`;
    const limits = new Map([
      [pair, this.limit],
      [`account ${request.username}`, this.limit * WIDE_FACTOR],
      [`address ${address}`, this.limit * WIDE_FACTOR],
    ]);
    return this.oneAtATime(address, async () => {
      const failures = await this.counts.get([...limits.keys()]);
      for (const [key, limit] of limits) {
        const count = failures.get(key);
        if (count && count.hits >= limit) refuse(request.res, count.resetAt);
      }
      try {
        const result = await attempt();
        if (failures.has(pair)) await this.counts.reset(pair);
        return result;
      } catch (error) {
        if (error instanceof UnauthorizedException || error instanceof WrongPasswordException) await this.counts.increment([...limits.keys()]);
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
      const key = `link ${ipKeyGenerator(request.ip)}`;
      const count = (await this.counts.increment([key])).get(key)!;
      if (count.hits > this.limit * WIDE_FACTOR) refuse(request.res, count.resetAt);
      throw error;
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * One address's password checks run one after another in this process, so parallel requests
   * cannot all read the count before any raises it.
   */
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

function refuse(res: Response, resetAt: Date): never {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  res.setHeader('Retry-After', String(seconds));
  throw new HttpException({ msg: LOGIN_RATE_LIMITED }, HttpStatus.TOO_MANY_REQUESTS);
}
