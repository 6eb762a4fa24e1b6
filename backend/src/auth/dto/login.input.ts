import { LoginInput, TokenLoginInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class LoginInputDto extends createZodDto(LoginInput) {}
export class TokenLoginInputDto extends createZodDto(TokenLoginInput) {}
