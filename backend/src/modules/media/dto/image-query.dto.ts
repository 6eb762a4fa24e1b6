import { ImageQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class ImageQueryDto extends createZodDto(ImageQuery) {}
