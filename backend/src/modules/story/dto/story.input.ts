import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateStoryInput {
  @MaxLength(200, { message: 'Der Titel ist zu lang (max. 200 Zeichen)' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Titel ein' })
  @IsString({ message: 'Bitte geben Sie einen Titel ein' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  title: string;

  /** Checked block by block in the service (story-blocks.ts). */
  @IsArray({ message: 'blocks muss eine Liste sein' })
  blocks: unknown[];

  @IsOptional() @IsBoolean()
  is_published?: boolean;
}

export class PublishStoryInput {
  @IsBoolean({ message: 'is_published muss wahr oder falsch sein' })
  is_published: boolean;
}
