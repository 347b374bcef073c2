import { IsDefined, IsOptional, IsString } from 'class-validator';

/** `POST /v1/route`: the text whose built-in schema is wanted. */
export class RouteBody {
  @IsDefined()
  @IsString()
  text!: string;
}

/** `POST /v1/repair`: malformed JSON, and optionally the built-in schema the value must validate against. */
export class RepairBody {
  @IsDefined()
  @IsString()
  text!: string;
  @IsOptional()
  @IsString()
  schema?: string;
}

export interface RouteAnswer {
  schema: string;
  confidence: number;
  routed_by: 'model';
  latency_ms: number;
}

export interface RepairAnswer {
  /** The repaired value (brought to the schema when one is given). */
  json: unknown;
  /** True: the value parses and, with a schema, validates against it (otherwise the answer is a 422). */
  valid: boolean;
  /** False when the text was already valid JSON (and already fitted the schema). */
  repaired: boolean;
  schema: string | null;
  latency_ms: number;
}

export interface SelfHostHealth {
  status: 'ok';
  service: 'models';
  api: string;
  methods: string[];
  schemas: readonly string[];
}
