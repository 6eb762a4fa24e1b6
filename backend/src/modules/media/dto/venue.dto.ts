import { MediaIdsInput, TableCardsQuery, VenueSettingsInput, VenueUploadInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class VenueSettingsInputDto extends createZodDto(VenueSettingsInput) {}
export class MediaIdsInputDto extends createZodDto(MediaIdsInput) {}
export class TableCardsQueryDto extends createZodDto(TableCardsQuery) {}
export class VenueUploadFieldsDto extends createZodDto(VenueUploadInput) {}
