import { z } from 'zod';
import { id, requiredText } from './fields.js';
import { GuestType } from './guests.js';

const GROUP_NAME_REQUIRED = 'Bitte geben Sie einen Gruppennamen ein';
const GROUP_NAME_TOO_LONG = 'Der Gruppenname ist zu lang (max. 200 Zeichen)';
const GROUP_AND_GUEST_REQUIRED = 'Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus';
export const GROUP_NOT_FOUND = 'Gruppe nicht gefunden';
export const GUEST_ALREADY_IN_THIS_GROUP = 'Der Gast ist bereits in dieser Gruppe';
export const GUEST_IN_OTHER_GROUP = 'Der Gast ist bereits in einer anderen Gruppe';
export const GUEST_NOT_IN_GROUP = 'Der Gast ist nicht in dieser Gruppe';

/** A new family or couple: a name that is not empty after trimming. */
export const GuestGroupInput = z.object({ name: requiredText(200, GROUP_NAME_REQUIRED, GROUP_NAME_TOO_LONG) });
export type GuestGroupInput = z.output<typeof GuestGroupInput>;

/** A guest without a group joins the group named in the path. */
export const AddGuestToGroupInput = z.object({ guest_id: id(GROUP_AND_GUEST_REQUIRED) });
export type AddGuestToGroupInput = z.output<typeof AddGuestToGroupInput>;

/** The admin's "add a guest to a group" form: both the group (sent in the path) and the guest are needed. */
export const AddGuestToGroupForm = AddGuestToGroupInput.extend({ group_id: id(GROUP_AND_GUEST_REQUIRED) });

const GuestGroupMember = z
  .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), guest_type: GuestType })
  .meta({ title: 'GuestGroupMember' });
type GuestGroupMember = z.output<typeof GuestGroupMember>;

/** A group as admins see it, with its members sorted by last name. */
export const GuestGroup = z
  .object({ id: z.number().int(), name: z.string(), members: z.array(GuestGroupMember) })
  .meta({ title: 'GuestGroup' });
export type GuestGroup = z.output<typeof GuestGroup>;

const OwnGroupMember = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    guest_type: GuestType,
    special_requests: z.string().nullable(),
  })
  .meta({ title: 'OwnGroupMember' });
type OwnGroupMember = z.output<typeof OwnGroupMember>;

/** The signed-in guest's group; a guest without a group gets id and name null and just themselves as member. */
export const OwnGroup = z
  .object({ id: z.number().int().nullable(), name: z.string().nullable(), members: z.array(OwnGroupMember) })
  .meta({ title: 'OwnGroup' });
export type OwnGroup = z.output<typeof OwnGroup>;
