import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { CLASSIFIER_LIMITS } from '../messages/classifier-limits.js';

/** `POST /v1/classifiers`. */
export class CreateClassifierBody {
  @IsString()
  @Length(1, CLASSIFIER_LIMITS.nameMaxChars)
  name!: string;
  @IsOptional()
  @IsString()
  @Length(0, CLASSIFIER_LIMITS.descriptionMaxChars)
  description?: string;
}

/** `POST /v1/classifiers/{id}/publish`. */
export class PublishBody {
  @IsUUID()
  version_id!: string;
}

/** `tenant_id`: for a signed-in user of several tenants (a bearer key always acts for its own). */
export class TenantQuery {
  @IsOptional()
  @IsUUID()
  tenant_id?: string;
}

/** `GET /v1/classifiers/{id}/examples`. */
export class ExamplesQuery extends TenantQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000)
  limit?: number;
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'cursor must be the next_cursor of the previous page' })
  cursor?: string;
  @IsOptional()
  @IsString()
  @Length(1, CLASSIFIER_LIMITS.labelMaxChars)
  label?: string;
}

/**
 * `POST /v1/classify/{classifier_id}` (contract §4.7): its shape, documented once for the listings (the MCP
 * `classify` tool). The gateway's classify service checks it with the contract's own details (§7.2:
 * `field 'text' must be a non-empty string`, `text exceeds 64 KiB`) rather than the 422 list.
 */
export class ClassifyBody {
  @IsString()
  text!: string;
}
