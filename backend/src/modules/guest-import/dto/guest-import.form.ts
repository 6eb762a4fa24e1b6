import { GuestImportForm } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestImportFormDto extends createZodDto(GuestImportForm) {}
