import { KitchenListExportQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class KitchenListExportQueryDto extends createZodDto(KitchenListExportQuery) {}
