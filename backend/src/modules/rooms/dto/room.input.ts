import { LocationInput, RoomAssignmentInput, RoomInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class RoomInputDto extends createZodDto(RoomInput) {}
export class RoomAssignmentInputDto extends createZodDto(RoomAssignmentInput) {}
export class LocationInputDto extends createZodDto(LocationInput) {}
