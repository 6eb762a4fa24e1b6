import { RSVP_REMINDER_LIMITS } from '@hochzeit/contracts';
import { TZDate } from '@date-fns/tz';

/** One step of a deadline: `days` days before it, at 10:00 on the venue's clocks. */
export interface PlannedStep {
  /** '<deadline>:<days>': a changed deadline makes new steps; part of each message's dedupe key. */
  key: string;
  daysBefore: number;
  /** 'YYYY-MM-DD' on the venue's calendar. */
  dueDate: string;
  dueAt: Date;
}

/** 'YYYY-MM-DD' plus `days` calendar days (negative: earlier), without any time zone. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant a wall-clock time of a calendar day occurs in the time zone (a DST change moves the UTC hour, not the wall clock). */
export function wallClockInstant(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, hour, 0, 0, timeZone).getTime());
}

/** The deadline's steps, earliest first. */
export function plannedSteps(deadline: string, daysBefore: readonly number[], timeZone: string): PlannedStep[] {
  return [...daysBefore]
    .sort((a, b) => b - a)
    .map((days) => {
      const dueDate = addCalendarDays(deadline, -days);
      return { key: `${deadline}:${days}`, daysBefore: days, dueDate, dueAt: wallClockInstant(dueDate, RSVP_REMINDER_LIMITS.hour, timeZone) };
    });
}

/** The end of the deadline's day on the venue's calendar: answers (and reminders) stop then. */
export function deadlineEnd(deadline: string, timeZone: string): Date {
  return wallClockInstant(addCalendarDays(deadline, 1), 0, timeZone);
}

/**
 * The step to send now, if any: of the steps whose time has come (not before `activeSince`) and
 * while the deadline's day lasts, the latest one. Steps missed while the server was down collapse
 * into that one reminder instead of arriving one after the other.
 */
export function stepDueNow(steps: readonly PlannedStep[], now: Date, activeSince: Date | null, end: Date): PlannedStep | undefined {
  if (!activeSince || now >= end) return undefined;
  return steps.filter((step) => step.dueAt <= now && step.dueAt >= activeSince).at(-1);
}
