import { PlaceCardsQuery, SeatingKitchenExportQuery, SeatingPlanExportQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class PlaceCardsQueryDto extends createZodDto(PlaceCardsQuery) {}
export class SeatingPlanExportQueryDto extends createZodDto(SeatingPlanExportQuery) {}
export class SeatingKitchenExportQueryDto extends createZodDto(SeatingKitchenExportQuery) {}
