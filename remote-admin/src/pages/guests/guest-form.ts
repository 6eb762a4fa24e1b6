import type { GuestSide, GuestType } from '@hochzeit/shared-ui';
import { emptyToNull, joinCommaList, splitCommaList } from '../../lib/form-values';
import type { AdminGuest, GuestGroup } from '../../lib/api-types';

/** The form keeps text for every field; the payload converts it (spec core §5). */
export interface GuestFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  mobile: string;
  address: string;
  menu_id: string;
  allergies: string;
  special_requests: string;
  guest_type: GuestType;
  side: GuestSide | '';
  group_id: string;
  admin_notes: string;
}

export const EMPTY_GUEST_FORM: GuestFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  mobile: '',
  address: '',
  menu_id: '',
  allergies: '',
  special_requests: '',
  guest_type: 'Apéro',
  side: '',
  group_id: '',
  admin_notes: '',
};

export function guestToForm(guest: AdminGuest): GuestFormValues {
  return {
    first_name: guest.first_name,
    last_name: guest.last_name,
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    mobile: guest.mobile ?? '',
    address: guest.address ?? '',
    menu_id: guest.menu_id ? String(guest.menu_id) : '',
    allergies: joinCommaList(guest.allergies),
    special_requests: guest.special_requests ?? '',
    guest_type: guest.guest_type,
    side: guest.side ?? '',
    group_id: guest.group_id ? String(guest.group_id) : '',
    admin_notes: guest.admin_notes ?? '',
  };
}

/** The POST/PUT body of spec core §7: allergies as a list, empty strings as null. */
export function guestPayload(form: GuestFormValues) {
  return {
    first_name: emptyToNull(form.first_name),
    last_name: emptyToNull(form.last_name),
    email: emptyToNull(form.email),
    phone: emptyToNull(form.phone),
    mobile: emptyToNull(form.mobile),
    address: emptyToNull(form.address),
    menu_id: form.menu_id ? Number(form.menu_id) : null,
    allergies: splitCommaList(form.allergies),
    special_requests: emptyToNull(form.special_requests),
    guest_type: form.guest_type,
    side: form.side === '' ? null : form.side,
    group_id: form.group_id ? Number(form.group_id) : null,
    admin_notes: emptyToNull(form.admin_notes),
  };
}

export const NO_GROUP = 'Keine';

/** Groups sorted by name with 'Keine' last; guests inside sorted by last name (spec core §2). */
export function groupGuests(guests: readonly AdminGuest[], groups: Pick<GuestGroup, 'id' | 'name'>[]) {
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const byGroup = new Map<string, AdminGuest[]>();
  for (const guest of guests) {
    const name = (guest.group_id && names.get(guest.group_id)) || NO_GROUP;
    byGroup.set(name, [...(byGroup.get(name) ?? []), guest]);
  }
  const collator = new Intl.Collator('de');
  return [...byGroup.entries()]
    .sort(([a], [b]) => (a === NO_GROUP ? 1 : b === NO_GROUP ? -1 : collator.compare(a, b)))
    .map(([name, members]) => ({
      name,
      guests: members.sort((a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name)),
    }));
}
