import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyToNull } from '../../../common/validation-helpers.js';

export class CreateRoomInput {
  @MaxLength(50)
  @IsNotEmpty({ message: 'Bitte geben Sie eine Zimmernummer ein' })
  @IsString({ message: 'Bitte geben Sie eine Zimmernummer ein' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  room_number: string;

  @IsOptional() @MaxLength(1000) @IsString() @EmptyToNull()
  description?: string | null;

  @IsOptional() @Max(20, { message: 'Die Grundkapazität ist zu groß (max. 20)' }) @Min(1, { message: 'Die Grundkapazität muss mindestens 1 sein' }) @IsInt({ message: 'Die Grundkapazität muss eine ganze Zahl sein' })
  base_capacity?: number;

  @Min(1) @IsInt({ message: 'Bitte wählen Sie einen Standort aus' })
  location_id: number;

  @IsOptional() @IsBoolean()
  has_extra_bed?: boolean;

  @IsOptional() @IsBoolean()
  has_crib?: boolean;
}

/** PUT sends the same payload as POST (spec core §7). */
export class UpdateRoomInput extends CreateRoomInput {}

export class CreateRoomAssignmentInput {
  @Min(1) @IsInt({ message: 'Bitte wählen Sie einen Gast aus' })
  guest_id: number;

  @Min(1) @IsInt({ message: 'Bitte wählen Sie ein Zimmer aus' })
  room_id: number;
}
