import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';

export class CreateGuestGroupInput {
  @MaxLength(200, { message: 'Der Gruppenname ist zu lang (max. 200 Zeichen)' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Gruppennamen ein' })
  @IsString({ message: 'Bitte geben Sie einen Gruppennamen ein' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  name: string;
}

export class AddGuestToGroupInput {
  @Min(1, { message: 'Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus' })
  @IsInt({ message: 'Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus' })
  guest_id: number;
}
