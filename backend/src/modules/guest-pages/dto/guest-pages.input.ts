import { CastlePage, DirectionsPage, DressCodePage, PaymentPage } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class CastlePageDto extends createZodDto(CastlePage) {}
export class DressCodePageDto extends createZodDto(DressCodePage) {}
export class DirectionsPageDto extends createZodDto(DirectionsPage) {}
export class PaymentPageDto extends createZodDto(PaymentPage) {}
