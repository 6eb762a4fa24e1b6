import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginInput {
  @MaxLength(100)
  @IsNotEmpty({ message: 'Benutzername und Passwort sind erforderlich' })
  @IsString({ message: 'Benutzername und Passwort sind erforderlich' })
  username: string;

  @MaxLength(200)
  @IsNotEmpty({ message: 'Benutzername und Passwort sind erforderlich' })
  @IsString({ message: 'Benutzername und Passwort sind erforderlich' })
  password: string;
}

export class TokenLoginInput {
  @MaxLength(100)
  @IsNotEmpty({ message: 'Login-Token fehlt' })
  @IsString({ message: 'Login-Token fehlt' })
  token: string;
}
