import { AdminUserInput, PasswordChangeInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class PasswordChangeInputDto extends createZodDto(PasswordChangeInput) {}
export class AdminUserInputDto extends createZodDto(AdminUserInput) {}
