import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

export class CreateRelationTypeInput {
  @MaxLength(100, { message: 'Der Name ist zu lang (max. 100 Zeichen)' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Namen ein' })
  @IsString({ message: 'Bitte geben Sie einen Namen ein' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  name: string;
}

export class CreateGuestAssignmentInput {
  @Min(1) @IsInt({ message: 'Bitte wählen Sie einen Gast aus' })
  guest_id: number;

  @Min(1) @IsInt({ message: 'Bitte wählen Sie einen Beziehungstyp aus' })
  relation_type_id: number;
}
