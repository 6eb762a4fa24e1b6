import { LOGIN_RATE_LIMITED } from '@hochzeit/contracts';
import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, type OnApplicationShutdown, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/core';
import { ipKeyGenerator } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FailureCounts, pruneSignInFailures, recordSignInFailure } from './auth.queries.js';

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

/** An admin's password check: who asks, from where, and with which device cookie. */
export interface PasswordSignIn {
  ip: string;
  /** The account name as typed. */
  username: string;
  res: Response;
  /** The nonce of the browser's genuine device cookie for this account (device-cookie.ts), if any. */
  device?: string;
}

/**
 * Limits sign-in guessing without locking the real admin out. Only failures count (an attempt
 * holds its place in the counts while its password is checked and gives it back if it was right),
 * so a rush of correct sign-ins from one address (the venue's Wi-Fi) never trips a limit.
 *
 * - Admin passwords, following OWASP's device cookies: a browser that has signed in to the
 *   account before (a genuine device cookie) is limited by that cookie alone, LOGIN_RATE_LIMIT
 *   failures a minute, so guessing from elsewhere never locks it out. Once its own limit is used
 *   up (a stolen cookie guessed with) it counts as unknown. Unknown browsers: per account and
 *   client address LOGIN_RATE_LIMIT failures a minute, per account over all addresses and per
 *   address over all accounts ten times as many. Beyond that, attempts are refused (429) without
 *   checking the password.
 * - Guest and provider links (192-bit secrets): a valid link always signs in. Wrong links count
 *   per address (ten times LOGIN_RATE_LIMIT a minute); beyond that a wrong link is answered 429.
 *
 * Client addresses come from Express (`req.ip`, trusting only TRUST_PROXY); an IPv6 client
 * counts by its /56 network, which one subscriber usually has whole. Wrong passwords are kept
 * for the admins' list of failed sign-ins.
 */
@Injectable()
export class LoginRateLimit implements OnApplicationShutdown {
  private readonly counts: FailureCounts;
  private readonly sweeper: NodeJS.Timeout;
  /** The password check running (or last queued) for each address or device in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly limit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
  ) {
    this.limit = config.loginRateLimit;
    this.counts = new FailureCounts(em, WINDOW_MS);
    this.sweeper = setInterval(() => void Promise.all([this.counts.sweep(), pruneSignInFailures(em)]).catch(() => undefined), WINDOW_MS);
    this.sweeper.unref();
  }

  /**
   * Checks an admin's password via `attempt`, which throws UnauthorizedException (sign-in) or
   * WrongPasswordException (password change) when it is wrong: both count for the same limits.
   */
  password<T>(request: PasswordSignIn, attempt: () => Promise<T>): Promise<T> {
    const address = ipKeyGenerator(request.ip);
    const device = request.device && `device ${request.device}`;
    const unknown = new Map([
      [`pair ${address} ${request.username}`, this.limit],
      [`account ${request.username}`, this.limit * WIDE_FACTOR],
      [`address ${address}`, this.limit * WIDE_FACTOR],
    ]);
    return this.oneAtATime(device ?? address, async () => {
      let limits = device ? new Map([[device, this.limit]]) : unknown;
      if (device && (await this.counts.reserve(limits))) limits = unknown;
      if (limits === unknown) {
        const until = await this.counts.reserve(unknown);
        if (until) refuse(request.res, until);
      }
      // The first key is this browser's own count (device, or account and address).
      const [own, ...wide] = limits.keys();
      try {
        const result = await attempt();
        if (wide.length) await this.counts.release(wide);
        await this.counts.reset(own);
        return result;
      } catch (error) {
        if (!(error instanceof UnauthorizedException || error instanceof WrongPasswordException)) {
          await this.counts.release([...limits.keys()]);
          throw error;
        }
        // The place taken in the counts stays: it is now a failure.
        await recordSignInFailure(this.em, { username: request.username, address: request.ip, known_browser: Boolean(device) });
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
   * One address's (or device cookie's) password checks run one after another in this process, so
   * parallel correct sign-ins from there never find each other's places in the counts.
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
