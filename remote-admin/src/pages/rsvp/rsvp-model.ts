import type { AdminRsvpReplyJson, GuestType } from '@hochzeit/contracts';
import type { RsvpStatus } from '@hochzeit/contracts/rsvp-constants';

export type RsvpOverview = AdminRsvpReplyJson;
export type RsvpRow = RsvpOverview['guests'][number];

/** The overview's filters; each left out: all. */
export interface RsvpFilters {
  status?: RsvpStatus;
  guest_type?: GuestType;
  group_id?: number;
}

/** The filters as query parameters, without the empty ones (the overview and its exports use the same). */
export function rsvpQuery(filters: RsvpFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}
