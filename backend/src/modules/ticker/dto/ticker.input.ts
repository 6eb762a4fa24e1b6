import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TICKER_MESSAGE_MAX_LENGTH } from '../ticker-message.entity.js';

export class TickerMessageInput {
  @MaxLength(TICKER_MESSAGE_MAX_LENGTH, { message: ({ value }) => `Nachricht ist zu lang (${String(value).length}/${TICKER_MESSAGE_MAX_LENGTH} Zeichen)` })
  @IsNotEmpty({ message: 'Bitte geben Sie eine Nachricht ein' })
  @IsString({ message: 'Bitte geben Sie eine Nachricht ein' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  message: string;
}
