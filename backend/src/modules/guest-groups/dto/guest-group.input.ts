import { AddGuestToGroupInput, GuestGroupInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestGroupInputDto extends createZodDto(GuestGroupInput) {}
export class AddGuestToGroupInputDto extends createZodDto(AddGuestToGroupInput) {}
