import { GuestInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestInputDto extends createZodDto(GuestInput) {}
