import { PartialType } from '@nestjs/mapped-types';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { CleanStringList, EmptyToNull, PHONE_PATTERN } from '../../../common/validation-helpers.js';
import { GUEST_SIDES, GUEST_TYPES, type GuestSide, type GuestType } from '../guest.entity.js';

/** Spec core §3 guest fields; none is required (core §5). */
export class CreateGuestInput {
  @IsOptional() @MaxLength(100) @IsString() @EmptyToNull()
  first_name?: string | null;

  @IsOptional() @MaxLength(100) @IsString() @EmptyToNull()
  last_name?: string | null;

  @IsOptional() @IsEmail({}, { message: 'E-Mail-Adresse ist ungültig' }) @MaxLength(254) @IsString() @EmptyToNull()
  email?: string | null;

  @IsOptional() @Matches(PHONE_PATTERN, { message: 'Telefonnummer enthält ungültige Zeichen' }) @MaxLength(50) @IsString() @EmptyToNull()
  phone?: string | null;

  @IsOptional() @Matches(PHONE_PATTERN, { message: 'Mobilnummer enthält ungültige Zeichen' }) @MaxLength(50) @IsString() @EmptyToNull()
  mobile?: string | null;

  @IsOptional() @MaxLength(500) @IsString() @EmptyToNull()
  address?: string | null;

  @IsOptional() @Min(1) @IsInt()
  menu_id?: number | null;

  @IsOptional() @ArrayMaxSize(30) @MaxLength(100, { each: true }) @IsString({ each: true }) @IsArray() @CleanStringList()
  allergies?: string[] | null;

  @IsOptional() @MaxLength(2000) @IsString() @EmptyToNull()
  special_requests?: string | null;

  @IsOptional() @IsIn(GUEST_TYPES, { message: "guest_type muss 'Apéro' oder 'Inner Circle' sein" })
  guest_type?: GuestType;

  @IsOptional() @IsIn(GUEST_SIDES, { message: "side muss 'Ehemann', 'Ehefrau' oder 'Beide' sein" }) @EmptyToNull()
  side?: GuestSide | null;

  @IsOptional() @Min(1) @IsInt()
  group_id?: number | null;

  @IsOptional() @MaxLength(5000) @IsString() @EmptyToNull()
  admin_notes?: string | null;
}

export class UpdateGuestInput extends PartialType(CreateGuestInput) {}
