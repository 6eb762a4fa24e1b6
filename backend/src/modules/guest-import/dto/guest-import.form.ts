import { GuestImportInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestImportFormDto extends createZodDto(GuestImportInput) {}
