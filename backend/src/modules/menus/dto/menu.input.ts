import { MenuInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class MenuInputDto extends createZodDto(MenuInput) {}
