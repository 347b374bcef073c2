/** Public shapes of the built-in engine (contract §2 and §4.1–4.5). Plain data: no framework, no I/O. */

export interface Meta {
  routed_by: 'declared' | 'model';
  valid: boolean;
  retries: number;
  latency_ms: number;
}

export interface LogRecord {
  type: string;
  level: string;
  component: string;
  message: string;
  [field: string]: unknown;
}

export interface ExtractInput {
  text: string;
  dump?: boolean;
}
export interface ExtractAnswer {
  records: Array<{ result: LogRecord; meta: Meta }>;
}

export interface StructureInput {
  text: string;
  schema: string;
}
export interface StructureAnswer {
  schema: string;
  record: Record<string, unknown>;
  valid: boolean;
  retries: number;
  routed_by: 'declared' | 'model';
  latency_ms: number;
}

export interface SelectInput {
  text: string;
  candidates: string[];
}
export interface SelectAnswer {
  choice: string;
  confidence: number;
  status: string;
}

export interface GradeInput {
  text: string;
  anchors?: string[];
}
export interface GradeResult {
  action: string;
  tier_index: number;
  tier: string;
  tier_set: number[];
  score: number;
  clarification: unknown;
}
export interface GradeAnswer {
  result: GradeResult;
  anchors: string[];
}

export interface GuardInput {
  request: string;
  tools?: unknown;
}
export interface ToolCallRecord {
  type: 'tool_call';
  name: string;
  arguments: string;
  result: string;
}
export interface GuardAnswer {
  action: 'CALL' | 'CLARIFY' | 'ABSTAIN';
  tool: string;
  missing_parameters: string[] | null;
  clarification_prompt: string | null;
  record: ToolCallRecord;
  meta: Meta;
}

/** A caller error the engine detects (e.g. an unknown schema name); the models app maps it to a 4xx. */
export class EngineInputError extends Error {
  constructor(
    readonly code: 'unknown_schema' | 'invalid_input',
    message: string,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}
