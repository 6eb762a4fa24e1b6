import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_FILE_NAME_PATTERN,
  BACKUP_FOLDER,
  BACKUP_MESSAGES,
  type BackupFile,
  type BackupOverview,
  type BackupRun as BackupRunReply,
  type BackupRunKind,
  type BackupSettingsInput,
  type BackupSettings as BackupSettingsReply,
  DEFAULT_BACKUP_SETTINGS,
} from '@hochzeit/contracts';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { FileDeletionPause } from '../../storage/file-deletion-pause.js';
import { EventSettingsService } from '../event-settings/index.js';
import { BackupRun, BackupSettings } from './backup.entity.js';
import { backupCreateJob, backupScheduleJob } from './backup.jobs.js';
import { archivesToRemove, backupFileName, nextDailyRun } from './backup-schedule.js';
import { type BackupProgress, type BackupResult, writeBackup } from './backup-writer.js';

/** Runs listed on the page. */
const RUNS_SHOWN = 10;

/**
 * Backups of the running portal: started from the settings (a job, with its progress in a row every
 * process can read), daily at the chosen time, or by `npm run backup`; archives in DATA_DIR/backups.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger('Sicherung');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly pause: FileDeletionPause,
    private readonly eventSettings: EventSettingsService,
  ) {}

  /** DATA_DIR/backups; none with an in-memory database. */
  folder(): string {
    if (this.config.inMemoryDatabase) throw new BadRequestException(BACKUP_MESSAGES.noDataFolder);
    return path.join(this.config.dataDir, BACKUP_FOLDER);
  }

  async overview(): Promise<BackupOverview> {
    const em = this.orm.em.fork();
    const runs = await em.find(BackupRun, {}, { orderBy: { id: 'desc' }, limit: RUNS_SHOWN });
    return { runs: runs.map(runReply), files: this.config.inMemoryDatabase ? [] : await this.files() };
  }

  /** The archives in the backups folder, newest first. */
  async files(): Promise<BackupFile[]> {
    const folder = this.folder();
    const names = existsSync(folder) ? (await readdir(folder)).filter((name) => BACKUP_FILE_NAME_PATTERN.test(name)) : [];
    const files = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(folder, name)).catch(() => null);
        return info ? { name, size_bytes: info.size, created_at: new Date(info.mtimeMs) } : null;
      }),
    );
    return files.filter((file) => file !== null).sort((a, b) => b.name.localeCompare(a.name));
  }

  /** The path of an archive in the backups folder, for its download. */
  async archivePath(name: string): Promise<{ file: string; size: number }> {
    if (!BACKUP_FILE_NAME_PATTERN.test(name)) throw new NotFoundException(BACKUP_MESSAGES.fileNotFound);
    const file = path.join(this.folder(), name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new NotFoundException(BACKUP_MESSAGES.fileNotFound);
    return { file, size: info.size };
  }

  /** Records a run (refused while another runs) and queues its job. */
  async start(kind: BackupRunKind): Promise<BackupRunReply> {
    this.folder();
    const run = await this.claimRun(kind);
    if (kind === 'manual') await this.queue.send(backupCreateJob, { runId: run.id }, { idempotencyKey: `run:${run.id}` });
    return runReply(run);
  }

  private async claimRun(kind: BackupRunKind): Promise<BackupRun> {
    const em = this.orm.em.fork();
    const run = em.create(BackupRun, { kind, started_at: new Date() });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(BACKUP_MESSAGES.alreadyRunning);
      throw error;
    }
    return run;
  }

  /** Carries out a run: writes the archive, keeping the row's step and percentage current. */
  async run(runId: number, target?: string, onProgress?: (progress: BackupProgress) => void): Promise<BackupResult | null> {
    const em = this.orm.em.fork();
    const run = await em.findOne(BackupRun, runId);
    if (!run || run.state !== 'running') return null;
    const folder = this.folder();
    await mkdir(folder, { recursive: true });
    const file = target ?? uniqueName(folder, backupFileName(run.started_at, run.kind === 'manual' ? 'manuell' : 'automatisch'));
    // Progress is written beside the work, never awaited inside it: on PGlite the snapshot's
    // transaction holds the database, and a write waiting for it would wait forever.
    let written = Promise.resolve();
    let last: BackupProgress | undefined;
    const progress = (next: BackupProgress) => {
      onProgress?.(next);
      if (last && last.step === next.step && next.progress - last.progress < 5 && next.progress < 100) return;
      last = next;
      written = written.then(() => this.orm.em.fork().nativeUpdate(BackupRun, { id: runId }, { step: next.step, progress: next.progress })).then(
        () => undefined,
        () => undefined,
      );
    };
    try {
      const result = await writeBackup(file, { orm: this.orm, config: this.config, holdDeletions: (work) => this.pause.hold(work), onProgress: progress });
      await written;
      // Only an archive in the backups folder can be downloaded from the page.
      const inFolder = path.dirname(file) === folder;
      await this.orm.em.fork().nativeUpdate(
        BackupRun,
        { id: runId },
        { state: 'done', step: 'done', progress: 100, finished_at: new Date(), file_name: inFolder ? path.basename(file) : null, size_bytes: result.size },
      );
      this.logger.log(`Sicherung ${file} erstellt: ${result.size} Bytes in ${result.milliseconds} ms`);
      return result;
    } catch (error) {
      await written;
      const reason = error instanceof Error ? error.message : String(error);
      await this.orm.em.fork().nativeUpdate(BackupRun, { id: runId }, { state: 'failed', finished_at: new Date(), error: `Die Sicherung ist fehlgeschlagen: ${reason}` });
      this.logger.error(`Sicherung fehlgeschlagen: ${reason}`);
      throw error;
    }
  }

  /** `npm run backup` through the running server (BackupControl): a manual run, to `target` or the backups folder. */
  async runFromCommand(target: string | undefined, onProgress: (progress: BackupProgress) => void): Promise<BackupResult> {
    const run = await this.claimRun('manual');
    const file = target ?? uniqueName(this.folder(), backupFileName(run.started_at, 'befehl'));
    const result = await this.run(run.id, file, onProgress);
    if (!result) throw new Error(BACKUP_MESSAGES.interrupted);
    return result;
  }

  /**
   * Runs left 'running' by a process that ended: on the embedded database every one of them (this
   * is its only process); on PostgreSQL those older than a job's longest attempt.
   */
  async endInterruptedRuns(): Promise<void> {
    const before = this.config.databaseUrl ? new Date(Date.now() - backupCreateJob.settings.expireInSeconds * 1000) : new Date();
    await this.orm.em
      .fork()
      .nativeUpdate(BackupRun, { state: 'running', started_at: { $lte: before } }, { state: 'failed', finished_at: new Date(), error: BACKUP_MESSAGES.interrupted });
  }

  async settings(): Promise<BackupSettingsReply> {
    const settings = await this.stored();
    return { ...settings, next_run_at: settings.enabled ? nextDailyRun(settings.time, await this.timeZone(), new Date()) : null };
  }

  async updateSettings(input: BackupSettingsInput): Promise<BackupSettingsReply> {
    const em = this.orm.em.fork();
    await em.upsert(BackupSettings, { id: 1, ...input });
    await this.planNext();
    return this.settings();
  }

  /** Queues the next daily backup (once per due time, whichever process asks). */
  async planNext(): Promise<void> {
    const settings = await this.stored();
    if (!settings.enabled || this.config.inMemoryDatabase) return;
    const due = nextDailyRun(settings.time, await this.timeZone(), new Date());
    await this.queue.send(
      backupScheduleJob,
      { due: due.toISOString() },
      { idempotencyKey: `scheduled:${due.toISOString()}`, delaySeconds: Math.max(1, Math.ceil((due.getTime() - Date.now()) / 1000)) },
    );
  }

  /** The daily backup: made if `due` is still the time the settings name, then old daily archives removed and the next one planned. */
  async scheduled(due: string): Promise<void> {
    const settings = await this.stored();
    const current = settings.enabled && nextDailyRun(settings.time, await this.timeZone(), new Date(Date.parse(due) - 1000)).toISOString() === due;
    if (current) {
      try {
        const run = await this.claimRun('scheduled');
        await this.run(run.id);
        await this.prune(settings.keep);
      } catch (error) {
        // Another backup is running: today's daily one is that one.
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    await this.planNext();
  }

  /** Removes the daily archives beyond the newest `keep`; archives made by hand stay. */
  async prune(keep: number): Promise<string[]> {
    const folder = this.folder();
    const removed = archivesToRemove(existsSync(folder) ? await readdir(folder) : [], keep);
    for (const name of removed) await rm(path.join(folder, name), { force: true });
    return removed;
  }

  private async stored(): Promise<{ enabled: boolean; time: string; keep: number }> {
    const row = await this.orm.em.fork().findOne(BackupSettings, 1);
    return row ? { enabled: row.enabled, time: row.time, keep: row.keep } : { ...DEFAULT_BACKUP_SETTINGS };
  }

  private async timeZone(): Promise<string> {
    return (await this.eventSettings.get()).time_zone;
  }
}

function runReply(run: BackupRun): BackupRunReply {
  const { id, kind, state, step, progress, started_at, finished_at, file_name, size_bytes, error } = run;
  return { id, kind, state, step, progress, started_at, finished_at: finished_at ?? null, file_name: file_name ?? null, size_bytes: size_bytes == null ? null : Number(size_bytes), error: error ?? null };
}

/** `name`, or with '-2', '-3', … before the kind when a backup of the same second exists. */
function uniqueName(folder: string, name: string): string {
  let candidate = name;
  for (let n = 2; existsSync(path.join(folder, candidate)); n++) candidate = name.replace(/-(manuell|automatisch|befehl)\.tar$/, `-${n}-$1.tar`);
  return path.join(folder, candidate);
}
