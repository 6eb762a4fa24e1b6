import { EventSettingsInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class EventSettingsInputDto extends createZodDto(EventSettingsInput) {}
