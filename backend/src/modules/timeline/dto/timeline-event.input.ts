import { Transform } from 'class-transformer';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { EmptyToNull } from '../../../common/validation-helpers.js';
import { AUDIENCES, type Audience, TIMELINE_TYPES, type TimelineType } from '../timeline-event.entity.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Spec content §3/§5: title, start, type, audiences and description are required; sms_sent is never taken from a request. */
export class TimelineEventInput {
  @MaxLength(200) @IsNotEmpty({ message: 'Bitte geben Sie einen Titel ein' }) @IsString({ message: 'Bitte geben Sie einen Titel ein' }) @trim()
  title: string;

  @IsISO8601({ strict: true }, { message: 'Bitte geben Sie eine gültige Startzeit an' }) @IsString({ message: 'Bitte geben Sie eine gültige Startzeit an' })
  time: string;

  @IsOptional() @IsISO8601({ strict: true }, { message: 'Die Endzeit ist kein gültiges Datum' }) @EmptyToNull()
  end_time?: string | null;

  @MaxLength(5000) @IsNotEmpty({ message: 'Bitte geben Sie eine Beschreibung ein' }) @IsString({ message: 'Bitte geben Sie eine Beschreibung ein' }) @trim()
  description: string;

  @IsIn(TIMELINE_TYPES, { message: 'Unbekannter Timeline-Typ' })
  timeline_type: TimelineType;

  @IsIn(AUDIENCES, { each: true, message: 'Unbekannte Rolle in visible_to' })
  @ArrayMinSize(1, { message: 'Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit' })
  @IsArray({ message: 'Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit' })
  visible_to: Audience[];

  @IsOptional() @MaxLength(200) @IsString() @EmptyToNull()
  location?: string | null;

  @IsOptional() @MaxLength(200) @IsString() @EmptyToNull()
  responsible_person?: string | null;

  @IsOptional() @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'Die Farbe muss ein Hex-Wert wie #013220 sein' })
  event_color?: string;

  @IsOptional() @IsBoolean()
  sms_notification?: boolean;

  @IsOptional() @Min(1) @IsInt({ message: 'Ungültiger Dienstleister' })
  service_provider_id?: number | null;
}

export class TimelineFilterQuery {
  @IsOptional() @IsIn([...TIMELINE_TYPES, 'all'], { message: 'Unbekannter Timeline-Typ' })
  type?: TimelineType | 'all';

  @IsOptional() @Min(1) @IsInt({ message: 'Ungültiger Dienstleister' }) @Transform(({ value }) => (value === '' || value === undefined ? undefined : Number(value)))
  service_provider_id?: number;
}
