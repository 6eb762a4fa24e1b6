import { RsvpReminderSettingsInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class RsvpReminderSettingsInputDto extends createZodDto(RsvpReminderSettingsInput) {}
