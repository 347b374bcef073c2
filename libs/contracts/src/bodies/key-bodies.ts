import { IsUUID } from 'class-validator';
import { IsName, Omittable } from '../fields.js';

/** `GET /auth/keys?tenant_id=`: absent, the user's own tenant (the first it owns, else the first it joined). */
export class KeysQuery {
  @Omittable()
  @IsUUID()
  tenant_id?: string;
}

/** `POST /auth/keys`: a key for the tenant named, or for the user's own. */
export class CreateKeyBody extends KeysQuery {
  @IsName()
  name!: string;
}
