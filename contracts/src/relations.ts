import { z } from 'zod';
import { id, requiredText } from './fields.js';

const RELATION_TYPE_NAME_REQUIRED = 'Bitte geben Sie einen Namen ein';
const RELATION_TYPE_NAME_TOO_LONG = 'Der Name ist zu lang (max. 100 Zeichen)';
export const RELATION_TYPE_EXISTS = 'Diesen Beziehungstyp gibt es bereits';
export const RELATION_TYPE_NOT_FOUND = 'Beziehungstyp nicht gefunden';
const ASSIGNMENT_GUEST_REQUIRED = 'Bitte wählen Sie einen Gast aus';
const ASSIGNMENT_RELATION_TYPE_REQUIRED = 'Bitte wählen Sie einen Beziehungstyp aus';
export const ASSIGNMENT_EXISTS = 'Diese Zuordnung gibt es bereits';
export const ASSIGNMENT_NOT_FOUND = 'Zuordnung nicht gefunden';

/** A relation type ("Trauzeuge", "Familie Braut"): a unique name. */
export const RelationTypeInput = z.object({ name: requiredText(100, RELATION_TYPE_NAME_REQUIRED, RELATION_TYPE_NAME_TOO_LONG) });
export type RelationTypeInput = z.output<typeof RelationTypeInput>;

export const RelationType = z.object({ id: z.number().int(), name: z.string() }).meta({ title: 'RelationType' });
export type RelationType = z.output<typeof RelationType>;

/** A guest linked to a relation type. */
export const GuestAssignmentInput = z.object({
  guest_id: id(ASSIGNMENT_GUEST_REQUIRED),
  relation_type_id: id(ASSIGNMENT_RELATION_TYPE_REQUIRED),
});
export type GuestAssignmentInput = z.output<typeof GuestAssignmentInput>;

export const GuestAssignment = z
  .object({
    id: z.number().int(),
    guest_id: z.number().int(),
    /** First and last name. */
    guest_name: z.string(),
    relation_type_id: z.number().int(),
    /** The relation type's name. */
    relation_type: z.string(),
  })
  .meta({ title: 'GuestAssignment' });
export type GuestAssignment = z.output<typeof GuestAssignment>;
