import { BACKUP_RUN_KINDS, BACKUP_RUN_STATES, BACKUP_STEPS, DEFAULT_BACKUP_SETTINGS } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** A single row (id 1): the daily backup, on or off, its time on the venue's clocks and how many archives it keeps. */
const BackupSettingsSchema = defineEntity({
  name: 'BackupSettings',
  tableName: 'backup_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    enabled: p.boolean().default(DEFAULT_BACKUP_SETTINGS.enabled),
    /** 'HH:MM'. */
    time: p.string().length(5).default(DEFAULT_BACKUP_SETTINGS.time),
    keep: p.integer().default(DEFAULT_BACKUP_SETTINGS.keep),
  },
});
export class BackupSettings extends BackupSettingsSchema.class {}
BackupSettingsSchema.setClass(BackupSettings);

/**
 * One backup and its progress, so that every process (the one running it, the one a page asks)
 * sees the same. Not itself backed up: a restored portal starts without runs.
 */
const BackupRunSchema = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_run',
  properties: {
    id: p.integer().primary(),
    kind: p.enum(BACKUP_RUN_KINDS),
    state: p.enum(BACKUP_RUN_STATES).default('running'),
    step: p.enum(BACKUP_STEPS).default('waiting'),
    progress: p.integer().default(0),
    started_at: p.datetime(),
    finished_at: p.datetime().nullable(),
    file_name: p.string().length(100).nullable(),
    size_bytes: p.bigint('number').nullable(),
    error: p.text().nullable(),
  },
});
export class BackupRun extends BackupRunSchema.class {}
BackupRunSchema.setClass(BackupRun);
