import { WishlistInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class WishlistInputDto extends createZodDto(WishlistInput) {}
