import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { EmptyToNull, PHONE_PATTERN } from '../../../common/validation-helpers.js';
import { PROVIDER_CATEGORIES } from '../service-provider.entity.js';

/** Prices travel as decimals; a number is turned into its exact decimal text before the check. */
const DecimalText = () => Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value === '' ? null : value));

/** Spec core §3 provider fields with the rules of core §5. */
export class CreateServiceProviderInput {
  @MaxLength(200, { message: 'Der Firmenname ist zu lang (max. 200 Zeichen)' })
  @IsNotEmpty({ message: 'Bitte geben Sie einen Firmennamen ein.' })
  @IsString({ message: 'Bitte geben Sie einen Firmennamen ein.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  company_name: string;

  @IsOptional() @MaxLength(200) @IsString() @EmptyToNull()
  contact_name?: string | null;

  @IsOptional() @Matches(PHONE_PATTERN, { message: 'Telefonnummer enthält ungültige Zeichen' }) @MaxLength(50) @IsString() @EmptyToNull()
  phone?: string | null;

  @IsOptional() @Matches(PHONE_PATTERN, { message: 'Mobilnummer enthält ungültige Zeichen' }) @MaxLength(50) @IsString() @EmptyToNull()
  mobile?: string | null;

  @IsOptional() @IsEmail({}, { message: 'E-Mail-Adresse ist ungültig' }) @MaxLength(254) @IsString() @EmptyToNull()
  email?: string | null;

  @IsOptional() @MaxLength(500) @IsString() @EmptyToNull()
  address?: string | null;

  @IsOptional() @Max(100_000) @Min(0, { message: 'Die Anfahrt (km) darf nicht negativ sein' }) @IsInt({ message: 'Die Anfahrt (km) muss eine ganze Zahl sein' })
  travel_distance?: number | null;

  @IsOptional() @IsIn(PROVIDER_CATEGORIES, { message: 'Unbekannte Kategorie' }) @EmptyToNull()
  category?: string | null;

  @IsOptional() @MaxLength(5000) @IsString() @EmptyToNull()
  service_description?: string | null;

  @IsOptional() @Max(10_000) @Min(0, { message: 'Die Dauer darf nicht negativ sein' }) @IsInt({ message: 'Die Dauer muss eine ganze Zahl (Minuten) sein' })
  duration?: number | null;

  @IsOptional() @Max(10_000) @Min(0, { message: 'Die Vorbereitungszeit darf nicht negativ sein' }) @IsInt({ message: 'Die Vorbereitungszeit muss eine ganze Zahl (Minuten) sein' })
  preparation_time?: number | null;

  @IsOptional()
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein' })
  @IsString({ message: 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein' })
  @DecimalText()
  price?: string | null;

  @IsOptional() @MaxLength(2000) @IsString() @EmptyToNull()
  payment_info?: string | null;

  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Das Fälligkeitsdatum muss ein Datum (JJJJ-MM-TT) sein' })
  @IsISO8601({ strict: true }, { message: 'Das Fälligkeitsdatum muss ein gültiges Datum sein' })
  @EmptyToNull()
  payment_due?: string | null;

  @IsOptional() @MaxLength(5000) @IsString() @EmptyToNull()
  admin_notes?: string | null;
}

export class UpdateServiceProviderInput extends PartialType(CreateServiceProviderInput) {}
