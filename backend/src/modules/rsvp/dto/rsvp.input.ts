import { AdminRsvpInput, AdminRsvpQuery, GuestRsvpInput, RsvpExportQuery, RsvpSettingsInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestRsvpInputDto extends createZodDto(GuestRsvpInput) {}
export class AdminRsvpInputDto extends createZodDto(AdminRsvpInput) {}
export class AdminRsvpQueryDto extends createZodDto(AdminRsvpQuery) {}
export class RsvpExportQueryDto extends createZodDto(RsvpExportQuery) {}
export class RsvpSettingsInputDto extends createZodDto(RsvpSettingsInput) {}
