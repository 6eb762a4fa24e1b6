import { type AdminGuest, GUEST_SIDES, GUEST_TYPES } from '@hochzeit/contracts';
import { RSVP_STATUSES } from '@hochzeit/contracts/rsvp-constants';

/** The guest list's search and filters; '' is "all". `group` is a group's id or 'none' (the group 'Keine'). */
export interface GuestFilters {
  search: string;
  guest_type: string;
  group: string;
  status: string;
  side: string;
}

export const NO_GUEST_FILTERS: GuestFilters = { search: '', guest_type: '', group: '', status: '', side: '' };

/** The filters a link asks for (/admin/guests?status=open&guest_type=Inner%20Circle); unknown values are ignored. */
export function guestFiltersFromSearch(search: string): GuestFilters {
  const params = new URLSearchParams(search);
  const oneOf = (name: string, allowed: readonly string[]) => {
    const value = params.get(name) ?? '';
    return allowed.includes(value) ? value : '';
  };
  const group = params.get('group') ?? '';
  return {
    search: params.get('q') ?? '',
    guest_type: oneOf('guest_type', GUEST_TYPES),
    group: group === 'none' || /^\d+$/.test(group) ? group : '',
    status: oneOf('status', RSVP_STATUSES),
    side: oneOf('side', GUEST_SIDES),
  };
}

/** Folds case and accents away, so 'muller' finds 'Müller' and 'zoe' finds 'Zoë'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The guests the filters let through. Every word searched for must be found in the name, the
 * e-mail address or a phone number; a number is compared by its digits alone, so '0791234567'
 * finds '079 123 45 67'.
 */
export function filterGuests(guests: readonly AdminGuest[], filters: GuestFilters): AdminGuest[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return guests.filter((guest) => {
    if (filters.guest_type && guest.guest_type !== filters.guest_type) return false;
    if (filters.status && guest.rsvp_status !== filters.status) return false;
    if (filters.side && guest.side !== filters.side) return false;
    if (filters.group === 'none' ? guest.group_id !== null : filters.group && String(guest.group_id) !== filters.group) return false;
    const text = fold([guest.first_name, guest.last_name, guest.email, guest.phone, guest.mobile].filter(Boolean).join(' '));
    const numbers = [guest.phone, guest.mobile].filter((n): n is string => !!n).map(digits);
    const isNumber = (word: string) => /^[\d+/().-]+$/.test(word) && digits(word).length > 0;
    return words.every((word) => text.includes(word) || (isNumber(word) && numbers.some((n) => n.includes(digits(word)))));
  });
}
