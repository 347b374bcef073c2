import { IsEmailAddress, IsName, IsPassword, IsSecret, Omittable } from '../fields.js';

/**
 * Bodies of the /auth routes (snake_case, like the rest of the public surface). The gateway validates them;
 * the message to auth carries them as they are (`body`).
 */
export class LoginBody {
  @IsEmailAddress()
  email!: string;
  @IsPassword()
  password!: string;
}

/** `tenant_name` absent: the tenant is named after the email. */
export class RegisterBody extends LoginBody {
  @Omittable()
  @IsName()
  tenant_name?: string;
}

export class ResetBody {
  @IsEmailAddress()
  email!: string;
}

export class ResetConfirmBody {
  @IsSecret()
  token!: string;
  @IsPassword()
  password!: string;
}
