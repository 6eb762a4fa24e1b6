import { LoginInput as LoginSchema, TokenLoginInput as TokenLoginSchema } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class LoginInput extends createZodDto(LoginSchema) {}
export class TokenLoginInput extends createZodDto(TokenLoginSchema) {}
