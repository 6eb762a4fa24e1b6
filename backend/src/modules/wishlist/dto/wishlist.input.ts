import { IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateWishlistInput {
  @IsOptional() @MaxLength(20_000, { message: 'Der Wunschtext ist zu lang (max. 20 000 Zeichen)' }) @IsString({ message: 'Der Wunschtext muss ein Text sein' })
  content?: string;

  @IsOptional() @MaxLength(5000, { message: 'Die Zahlungsinformationen sind zu lang (max. 5000 Zeichen)' }) @IsString({ message: 'Die Zahlungsinformationen müssen ein Text sein' })
  payment_info?: string;
}
