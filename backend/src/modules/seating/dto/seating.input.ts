import { SeatingMovesInput, SeatingSettingsInput, SeatingSuggestionInput, SeatingTableDeleteQuery, SeatingTableInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class SeatingTableInputDto extends createZodDto(SeatingTableInput) {}
export class SeatingTableDeleteQueryDto extends createZodDto(SeatingTableDeleteQuery) {}
export class SeatingMovesInputDto extends createZodDto(SeatingMovesInput) {}
export class SeatingSuggestionInputDto extends createZodDto(SeatingSuggestionInput) {}
export class SeatingSettingsInputDto extends createZodDto(SeatingSettingsInput) {}
