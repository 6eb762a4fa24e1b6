import { GuestAssignmentInput, RelationTypeInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class RelationTypeInputDto extends createZodDto(RelationTypeInput) {}
export class GuestAssignmentInputDto extends createZodDto(GuestAssignmentInput) {}
