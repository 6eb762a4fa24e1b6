import type { GuestTimelineEventJson } from '@hochzeit/contracts';
import { formatDuration, formatLongDate, formatTime } from '@hochzeit/shared-ui/toolkit';

/** An event of the guest's day plan, as the API sends it. */
export type PlanEvent = GuestTimelineEventJson;

/** Events grouped by day (German long date), each day sorted by start time. */
export function groupByDay(events: PlanEvent[]) {
  const sorted = [...events].sort((a, b) => new Date(a.time).getTime() - new Date(b.time).getTime());
  const days = new Map<string, PlanEvent[]>();
  for (const event of sorted) {
    const day = formatLongDate(event.time);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days.entries()].map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

/** "14:00 – 15:30 Uhr" or "13:30 Uhr". */
export function timeRange(event: PlanEvent): string {
  return event.end_time ? `${formatTime(event.time)} – ${formatTime(event.end_time)} Uhr` : `${formatTime(event.time)} Uhr`;
}

/** "1 Stunde 30 Minuten", or null without an end time. */
export function duration(event: PlanEvent): string | null {
  if (!event.end_time) return null;
  return formatDuration((new Date(event.end_time).getTime() - new Date(event.time).getTime()) / 60_000);
}
