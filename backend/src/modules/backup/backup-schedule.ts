import { TZDate } from '@date-fns/tz';
import { BACKUP_FILE_NAME_PATTERN } from '@hochzeit/contracts';

/** The next instant after `after` at which the wall clock of `timeZone` shows `time` ('HH:MM'). */
export function nextDailyRun(time: string, timeZone: string, after: Date): Date {
  const [hour, minute] = time.split(':').map(Number);
  const today = new TZDate(after.getTime(), timeZone);
  for (let days = 0; days <= 2; days++) {
    const candidate = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute, 0, timeZone);
    if (candidate.getTime() > after.getTime()) return new Date(candidate.getTime());
  }
  throw new Error(`Kein nächster Termin für ${time} (${timeZone})`);
}

/** The archive name for a backup started at `at` (UTC, sortable): 'sicherung-20261128-173000-manuell.tar'. */
export function backupFileName(at: Date, kind: 'manuell' | 'automatisch' | 'befehl'): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  const name = `sicherung-${stamp}-${kind}.tar`;
  if (!BACKUP_FILE_NAME_PATTERN.test(name)) throw new Error(`Ungültiger Name einer Sicherung: ${name}`);
  return name;
}

/** The scheduled archives beyond the newest `keep` (names sort by time). */
export function archivesToRemove(names: string[], keep: number): string[] {
  const scheduled = names.filter((name) => BACKUP_FILE_NAME_PATTERN.test(name) && name.endsWith('-automatisch.tar')).sort();
  return scheduled.slice(0, Math.max(0, scheduled.length - keep));
}
