import { CastlePageInput, DirectionsPageInput, DressCodePageInput, GalleryFoldersPageInput, PaymentPageInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class CastlePageDto extends createZodDto(CastlePageInput) {}
export class DressCodePageDto extends createZodDto(DressCodePageInput) {}
export class DirectionsPageDto extends createZodDto(DirectionsPageInput) {}
export class PaymentPageDto extends createZodDto(PaymentPageInput) {}
export class GalleryFoldersPageDto extends createZodDto(GalleryFoldersPageInput) {}
