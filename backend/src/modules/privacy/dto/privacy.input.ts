import {
  DeletionDeclineInput,
  DeletionRequestInput,
  GuestPhotosDeleteInput,
  GuestWallInput,
  LegalPageInput,
  PrivacySettingsInput,
  RemovalDecisionInput,
  RemovalRequestInput,
} from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestPhotosDeleteInputDto extends createZodDto(GuestPhotosDeleteInput) {}
export class GuestWallInputDto extends createZodDto(GuestWallInput) {}
export class DeletionRequestInputDto extends createZodDto(DeletionRequestInput) {}
export class RemovalRequestInputDto extends createZodDto(RemovalRequestInput) {}
export class PrivacySettingsInputDto extends createZodDto(PrivacySettingsInput) {}
export class DeletionDeclineInputDto extends createZodDto(DeletionDeclineInput) {}
export class RemovalDecisionInputDto extends createZodDto(RemovalDecisionInput) {}
export class LegalPageInputDto extends createZodDto(LegalPageInput) {}
