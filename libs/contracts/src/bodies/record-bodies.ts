import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { SCHEMAS } from '@svc/engine';
import { TenantQuery } from './classifier-bodies.js';
import { TEXT_MAX_BYTES } from '../fields.js';
import { StructureBody } from './model-bodies.js';

/** Records limits (contract §4.6, §8) and our own paging defaults. */
export const RECORD_LIMITS = {
  /** `text` of a create, in UTF-8 bytes: over it is `413 body too large`. */
  textMaxBytes: TEXT_MAX_BYTES,
  pageDefault: 50,
  pageMax: 200,
} as const;

/** Whether `name` is one of the built-in schemas `structure` fills. */
export function isBuiltInSchema(name: unknown): name is string {
  return typeof name === 'string' && Object.hasOwn(SCHEMAS, name);
}

/**
 * `POST /records/create`. `text` missing or not a string is the 422 list; its size and `schema`'s name are
 * checked after, with the contract's own answers (413 `body too large`, 422 naming `schema`).
 */
export class CreateRecordBody extends StructureBody {
  /** Not a UUID: `404 unknown classifier`, as on classify (checked by the gateway, not here). */
  @IsOptional()
  @IsString()
  classifier_id?: string;
}

/** `GET /records/get`: `cursor` is checked by the gateway (not an offset: `400 invalid cursor`). */
export class RecordsPageQuery extends TenantQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(RECORD_LIMITS.pageMax)
  limit?: number;
  @IsOptional()
  cursor?: string;
}

/** `PUT /records/settings`: `null` clears the default classifier. */
export class RecordSettingsBody {
  @IsDefined()
  @ValidateIf((_o, v) => v !== null)
  @IsUUID()
  default_classifier_id!: string | null;
}

/** `PUT /admin/tenants/{id}/records`: a records rate bucket (creates per second), `null` for none (the default). */
export class AdminRecordSettingsBody {
  @IsDefined()
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  rate_limit!: number | null;
}
