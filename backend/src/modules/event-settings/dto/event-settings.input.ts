import { Transform } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class UpdateEventSettingsInput {
  @MaxLength(200) @IsNotEmpty({ message: 'Bitte geben Sie einen Titel ein' }) @IsString({ message: 'Bitte geben Sie einen Titel ein' }) @trim()
  title: string;

  /** With offset, e.g. 2025-06-07T15:30:00+02:00, so the countdown is right in every time zone. */
  @IsISO8601({ strict: true }, { message: 'Bitte geben Sie Datum und Uhrzeit der Hochzeit an' }) @IsString({ message: 'Bitte geben Sie Datum und Uhrzeit der Hochzeit an' })
  starts_at: string;

  @MaxLength(200) @IsNotEmpty({ message: 'Bitte geben Sie den Ort ein' }) @IsString({ message: 'Bitte geben Sie den Ort ein' }) @trim()
  venue_name: string;

  @MaxLength(500) @IsNotEmpty({ message: 'Bitte geben Sie die Adresse ein' }) @IsString({ message: 'Bitte geben Sie die Adresse ein' }) @trim()
  venue_address: string;
}
