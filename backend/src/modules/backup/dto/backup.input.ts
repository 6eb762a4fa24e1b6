import { BackupSettingsInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class BackupSettingsInputDto extends createZodDto(BackupSettingsInput) {}
