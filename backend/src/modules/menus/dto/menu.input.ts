import { PartialType } from '@nestjs/mapped-types';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CleanStringList } from '../../../common/validation-helpers.js';
import { MENU_TYPES, type MenuDescription } from '../menu.entity.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value ?? ''));

/** The six course fields; missing ones are stored as empty text. */
export class MenuDescriptionInput implements MenuDescription {
  @MaxLength(200) @IsString() @trim() Gang1 = '';
  @MaxLength(1000) @IsString() @trim() 'Gang1 Beschreibung' = '';
  @MaxLength(200) @IsString() @trim() Gang2 = '';
  @MaxLength(1000) @IsString() @trim() 'Gang2 Beschreibung' = '';
  @MaxLength(200) @IsString() @trim() Gang3 = '';
  @MaxLength(1000) @IsString() @trim() 'Gang3 Beschreibung' = '';
}

/** No field is required (spec core §5); allergens arrive as a list. */
export class CreateMenuInput {
  @IsOptional() @IsIn(MENU_TYPES, { message: "type muss 'Menü 1', 'Menü 2' oder 'Menü 3' sein" })
  type?: (typeof MENU_TYPES)[number];

  @IsOptional() @MaxLength(200) @IsString() @trim()
  class?: string;

  @IsOptional() @ValidateNested() @IsObject() @Type(() => MenuDescriptionInput)
  description?: MenuDescriptionInput;

  @IsOptional() @ArrayMaxSize(30) @MaxLength(100, { each: true }) @IsString({ each: true }) @IsArray() @CleanStringList()
  allergens?: string[];
}

export class UpdateMenuInput extends PartialType(CreateMenuInput) {}
