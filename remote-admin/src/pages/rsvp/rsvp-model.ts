import { type AdminRsvpReplyJson, GUEST_TYPES, type GuestType } from '@hochzeit/contracts';
import { RSVP_STATUSES, type RsvpStatus } from '@hochzeit/contracts/rsvp-constants';

export type RsvpOverview = AdminRsvpReplyJson;
export type RsvpRow = RsvpOverview['guests'][number];

/** The overview's filters; each left out: all. */
export interface RsvpFilters {
  status?: RsvpStatus;
  guest_type?: GuestType;
  group_id?: number;
}

/**
 * The filters a link sets in the page's address (the dashboard's figures link to
 * `/admin/rsvp?status=open&guest_type=Inner%20Circle`); an unknown value is left out: all.
 */
export function filtersFromSearch(search: string): RsvpFilters {
  const params = new URLSearchParams(search);
  const status = RSVP_STATUSES.find((value) => value === params.get('status'));
  const guestType = GUEST_TYPES.find((value) => value === params.get('guest_type'));
  return { ...(status && { status }), ...(guestType && { guest_type: guestType }) };
}

/** The filters as query parameters, without the empty ones (the overview and its exports use the same). */
export function rsvpQuery(filters: RsvpFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}
