import { AdminDownloadQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class AdminDownloadQueryDto extends createZodDto(AdminDownloadQuery) {}
