import { createHash, randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_ROLLBACK_THRESHOLD,
  REMOTE_NAMES,
  RELEASE_VERSION_PATTERN,
  automaticAction,
  liveVersionStack,
  releaseStatus,
  type RemoteLoadReportInput,
  type RemoteName,
  type RemoteReleaseStatus,
  type VersionCountRow,
} from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { sqlRows } from '../../database/sql.js';
import { RemoteRegistryStore, StaleRegistryError } from './remote-registry-store.js';

/** The sums per version over the last hour and day (the same query as infra/release-status.mjs). */
const COUNTS_SQL = `select "version",
  coalesce(sum("loads") filter (where "minute" > now() - interval '1 hour'), 0)::int as "loads_hour",
  coalesce(sum("loads"), 0)::int as "loads_day",
  coalesce(sum("failures") filter (where "minute" > now() - interval '1 hour'), 0)::int as "failures_hour",
  coalesce(sum("failures"), 0)::int as "failures_day",
  coalesce(sum("fallbacks"), 0)::int as "fallbacks_day"
  from "remote_release_counts" where "remote" = ? and "minute" > now() - interval '1 day' group by "version"`;
/** Beside the registry file: the counts for `node infra/remotes.mjs status` (the embedded database is this process's alone). */
const STATUS_FILE_NAME = 'remotes-status.json';
const STATUS_FILE_DELAY_MS = 2000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** The name automatic changes carry in the history. */
export const AUTOMATIC_BY = 'automatisch';

/** A browser's random id is stored only as its hash (it is no personal data; this keeps it so). */
const browserHash = (browser: string) => createHash('sha256').update(`remote-browser:${browser}`).digest('hex');

/**
 * What the browsers report about the releases they load: page loads and fallbacks per version and
 * minute (POST /api/remote-loads), failures per version (POST /api/remote-failures) counted once
 * per browser, and the automatic rollback: a canary (or a version promoted a moment ago) whose
 * failures pass the registry's threshold is ended (rolled back) by the registry itself, with the
 * figures in the history and the log.
 */
@Injectable()
export class RemoteReleaseReports implements OnModuleDestroy {
  private readonly logger = new Logger('RemoteReleases');
  private prunedAt = 0;
  private statusTimer?: NodeJS.Timeout;
  /** One automatic check at a time per process: concurrent reports would only race for the same change. */
  private checking: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly store: RemoteRegistryStore,
  ) {}

  onModuleDestroy(): void {
    clearTimeout(this.statusTimer);
  }

  async recordLoad(report: RemoteLoadReportInput): Promise<void> {
    if (report.version === null) return; // nothing loaded: the failure reports tell which versions failed
    await this.count(report.remote, report.version, { loads: 1, fallbacks: report.fell_back ? 1 : 0, failures: 0 });
  }

  /** A failure of `version` (load or render); with the browser's id it counts toward the automatic rollback. */
  async recordFailure(remote: RemoteName, version: string | null, browser: string | undefined): Promise<void> {
    if (!version || !RELEASE_VERSION_PATTERN.test(version)) return; // an unversioned build has no registry to act on
    await this.count(remote, version, { loads: 0, fallbacks: 0, failures: 1 });
    if (!browser) return;
    await sqlRows(
      this.orm.em,
      `insert into "remote_release_failing_browsers" ("remote", "version", "browser", "at") values (?, ?, ?, now())
       on conflict ("remote", "version", "browser") do update set "at" = excluded."at"`,
      [remote, version, browserHash(browser)],
    );
    const check = this.checking.then(() => this.actIfNeeded(remote, version));
    this.checking = check.catch(() => undefined);
    await check;
  }

  private async count(remote: RemoteName, version: string, add: { loads: number; fallbacks: number; failures: number }): Promise<void> {
    await sqlRows(
      this.orm.em,
      `insert into "remote_release_counts" ("remote", "version", "minute", "loads", "fallbacks", "failures") values (?, ?, date_trunc('minute', now()), ?, ?, ?)
       on conflict ("remote", "version", "minute") do update set "loads" = "remote_release_counts"."loads" + excluded."loads",
         "fallbacks" = "remote_release_counts"."fallbacks" + excluded."fallbacks", "failures" = "remote_release_counts"."failures" + excluded."failures"`,
      [remote, version.slice(0, 100), add.loads, add.fallbacks, add.failures],
    );
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await sqlRows(this.orm.em, `delete from "remote_release_counts" where "minute" < now() - interval '2 days'`);
      await sqlRows(this.orm.em, `delete from "remote_release_failing_browsers" where "at" < now() - interval '1 day'`);
    }
    this.scheduleStatusFile();
  }

  /** Ends the canary or rolls back a fresh promotion when `version`'s failures pass the threshold. */
  private async actIfNeeded(remote: RemoteName, version: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const registry = await this.store.read();
      const state = registry?.remotes[remote];
      if (!registry || !state) return;
      if (state.canary?.version !== version && state.current !== version) return;
      const threshold = registry.threshold ?? DEFAULT_ROLLBACK_THRESHOLD;
      const minutes = threshold.window_minutes;
      const [attempts] = await sqlRows<{ n: number }>(
        this.orm.em,
        `select coalesce(sum("loads" + "failures"), 0)::int as "n" from "remote_release_counts" where "remote" = ? and "version" = ? and "minute" >= date_trunc('minute', now() - (? * interval '1 minute'))`,
        [remote, version, minutes],
      );
      const [failing] = await sqlRows<{ n: number }>(
        this.orm.em,
        `select count(*)::int as "n" from "remote_release_failing_browsers" where "remote" = ? and "version" = ? and "at" > now() - (? * interval '1 minute')`,
        [remote, version, minutes],
      );
      const decision = automaticAction(state, version, { loads: attempts.n, failingBrowsers: failing.n }, threshold);
      if (!decision) return;
      try {
        let to = '';
        await this.store.update(registry.revision, (next) => {
          const s = next.remotes[remote];
          if (!s?.current) throw new StaleRegistryError();
          const entry = { at: new Date().toISOString(), by: AUTOMATIC_BY, from: version, checks: [], reason: decision.reason, automatic: true };
          if (decision.action === 'canary-end') {
            if (s.canary?.version !== version) throw new StaleRegistryError();
            to = s.current;
            s.history.push({ ...entry, to, action: 'canary-end' });
            s.canary = null;
          } else {
            const target = liveVersionStack(s).at(-2);
            if (s.current !== version || !target) throw new StaleRegistryError();
            to = target;
            s.history.push({ ...entry, to, action: 'rollback' });
            s.current = target;
          }
        });
        this.logger.warn({ remote, version, to, reason: decision.reason }, decision.action === 'canary-end' ? 'Canary automatisch beendet' : 'Version automatisch zurückgerollt');
        return;
      } catch (error) {
        if (!(error instanceof StaleRegistryError)) throw error;
      }
    }
  }

  /** Live and canary version of every remote and the figures per version. */
  async status(): Promise<RemoteReleaseStatus[]> {
    const registry = await this.store.read();
    return Promise.all(REMOTE_NAMES.map(async (remote) => releaseStatus(remote, registry, await this.rows(remote))));
  }

  private rows(remote: RemoteName): Promise<VersionCountRow[]> {
    return sqlRows<VersionCountRow>(this.orm.em, COUNTS_SQL, [remote]);
  }

  /** The embedded database: a copy of the counts beside the registry file for the tool, a moment after a report. */
  private scheduleStatusFile(): void {
    const registryFile = this.config.registryFile;
    if (this.config.databaseUrl || !registryFile || this.statusTimer) return;
    this.statusTimer = setTimeout(() => {
      this.statusTimer = undefined;
      void this.writeStatusFile(path.join(path.dirname(registryFile), STATUS_FILE_NAME)).catch((error: Error) => this.logger.warn(`${STATUS_FILE_NAME} nicht geschrieben: ${error.message}`));
    }, STATUS_FILE_DELAY_MS);
    this.statusTimer.unref();
  }

  async writeStatusFile(file: string): Promise<void> {
    const remotes = Object.fromEntries(await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await this.rows(remote)] as const)));
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temp, 'w', 0o644);
    try {
      await handle.writeFile(`${JSON.stringify({ generated_at: new Date().toISOString(), remotes }, null, 2)}\n`);
    } finally {
      await handle.close();
    }
    await rename(temp, file).catch(async (error: unknown) => {
      await unlink(temp).catch(() => undefined);
      throw error;
    });
  }
}
