/** The backups' public surface: the module, its entities (for src/entities.ts), and what the command line (src/backup-cli.ts) uses. */
export { BackupModule } from './backup.module.js';
export { BackupRun, BackupSettings } from './backup.entity.js';
export { writeBackup, type BackupProgress, type BackupResult } from './backup-writer.js';
export { restoreBackup, verifyArchive, RestoreRefusedError, type RestoreResult } from './backup-restore.js';
export { backupFileName } from './backup-schedule.js';
export { BACKUP_CONTROL_SOCKET, requestBackupFromServer } from './backup-control.js';
