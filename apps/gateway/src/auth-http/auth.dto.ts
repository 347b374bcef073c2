import { IsEmail, IsOptional, IsString, Length } from 'class-validator';

/** Bodies of the /auth routes (snake_case, like the rest of the public surface). */
export class LoginBody {
  @IsEmail()
  @Length(3, 254)
  email!: string;
  @IsString()
  @Length(1, 1024)
  password!: string;
}

export class RegisterBody extends LoginBody {
  @IsOptional()
  @IsString()
  @Length(1, 200)
  tenant_name?: string;
}

export class ResetBody {
  @IsEmail()
  @Length(3, 254)
  email!: string;
}

export class ResetConfirmBody {
  @IsString()
  @Length(1, 512)
  token!: string;
  @IsString()
  @Length(1, 1024)
  password!: string;
}
