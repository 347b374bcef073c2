import { BUILTIN_SCHEMAS, DEFAULT_ANCHORS, SCHEMAS, type JsonSchema, type Meta } from '@svc/engine';
import { SvcError } from '@svc/errors';

/**
 * What an upstream model is asked for one method, and how its JSON becomes the contract's answer (§4.1–4.5).
 * `schema` constrains the generation (`response_format`) and validates the result; `check` adds what a JSON
 * Schema cannot say; `answer` builds the contract body from the model's value, valid or not.
 */
export interface MethodSpec {
  /** `json_schema.name` of the request. */
  name: string;
  schema: JsonSchema;
  prompt: string;
  check(value: unknown): string[];
  answer(value: unknown, meta: Meta): unknown;
}

const str: JsonSchema = { type: 'string' };
const nullableStr: JsonSchema = { type: ['string', 'null'] };
const levelSchema = SCHEMAS.log_event?.properties?.level ?? str;

/** A log record as `extract` answers it (contract §2.1): the four string fields, the level one of the engine's. */
const logRecord: JsonSchema = {
  type: 'object',
  properties: { type: str, level: levelSchema, component: str, message: str },
  required: ['type', 'level', 'component', 'message'],
  additionalProperties: false,
};

const JSON_ONLY = 'Answer with one JSON object matching this JSON Schema and nothing else:';

export function methodSpec(api: string, method: string, body: Record<string, unknown>): MethodSpec {
  switch (method) {
    case 'extract':
      return body.dump === true ? extractDump : extractOne;
    case 'structure':
      return structureSpec(api, body.schema as string);
    case 'select':
      return selectSpec(body.candidates as string[]);
    case 'grade':
      return gradeSpec((body.anchors as string[] | undefined) ?? DEFAULT_ANCHORS);
    case 'guard':
      return guardSpec(toolNames(body.tools));
    default:
      throw new SvcError('unknown_method');
  }
}

/** The system message: the method's task, then the schema (servers that ignore `response_format` still see it). */
export function systemPrompt(spec: MethodSpec): string {
  return `${spec.prompt}\n${JSON_ONLY}\n${JSON.stringify(spec.schema)}`;
}

const extractOne: MethodSpec = {
  name: 'extract_record',
  schema: logRecord,
  prompt:
    'You extract a structured record from one log line or message given as the `text` field of the user JSON. ' +
    '`type` is the kind of event (e.g. log, access, audit, metric), `level` its severity, `component` the emitting module or service, `message` the human-readable message.',
  check: () => [],
  answer: (value, meta) => ({ records: [{ result: objectOr(value), meta }] }),
};

const extractDump: MethodSpec = {
  name: 'extract_records',
  schema: { type: 'object', properties: { records: { type: 'array', items: logRecord, minItems: 1 } }, required: ['records'], additionalProperties: false },
  prompt:
    'You extract structured records from a log dump given as the `text` field of the user JSON: one record per line, ' +
    'except that a stack trace stays whole inside the record of the line it belongs to. For each record, `type` is the kind of event, ' +
    '`level` its severity, `component` the emitting module, `message` the message.',
  check: () => [],
  answer: (value, meta) => {
    const records = objectOr(value).records;
    return { records: (Array.isArray(records) ? records : []).map((r: unknown) => ({ result: objectOr(r), meta })) };
  },
};

function structureSpec(api: string, schemaName: string): MethodSpec {
  const schema = Object.hasOwn(SCHEMAS, schemaName) ? SCHEMAS[schemaName] : undefined;
  if (!schema) throw new SvcError('unknown_schema', `unknown schema '${schemaName}'; built-in schemas: ${BUILTIN_SCHEMAS.join(', ')}`);
  return {
    name: schemaName,
    schema,
    prompt:
      `You structure a multi-line dump, given as the \`text\` field of the user JSON, into one record of the schema '${schemaName}'` +
      `${schema.description ? ` (${schema.description})` : ''}. Keep stack traces grouped and diff hunks atomic.`,
    check: () => [],
    answer: (value, meta) => ({
      schema: schemaName,
      record: objectOr(value),
      valid: meta.valid,
      retries: meta.retries,
      routed_by: meta.routed_by,
      model: api,
      latency_ms: meta.latency_ms,
    }),
  };
}

function selectSpec(candidates: string[]): MethodSpec {
  return {
    name: 'select',
    schema: {
      type: 'object',
      properties: { choice: { type: 'string', enum: candidates }, confidence: { type: 'number', minimum: 0 } },
      required: ['choice', 'confidence'],
      additionalProperties: false,
    },
    prompt:
      'You rank the `candidates` of the user JSON against its `text` (the situation and the criterion) and choose the single best candidate, ' +
      'copied exactly. `confidence` is your confidence in the choice, from 0 to 1.',
    check: (value) => (typeof objectOr(value).confidence === 'number' && (objectOr(value).confidence as number) > 1 ? ['/confidence: above 1'] : []),
    // `status` is `ok` for a validated choice, `invalid` when none validated within the retries (meta says so too).
    answer: (value, meta) => {
      const v = objectOr(value);
      return { choice: stringOr(v.choice, ''), confidence: numberOr(v.confidence, 0), status: meta.valid ? 'ok' : 'invalid', meta };
    },
  };
}

function gradeSpec(anchors: readonly string[]): MethodSpec {
  return {
    name: 'grade',
    schema: {
      type: 'object',
      properties: {
        tier_index: { type: 'integer', enum: anchors.map((_, i) => i) },
        score: { type: 'number', minimum: 0 },
        clarification: nullableStr,
      },
      required: ['tier_index', 'score', 'clarification'],
      additionalProperties: false,
    },
    prompt:
      'You grade the severity of the `text` of the user JSON on these tiers, least to most severe:\n' +
      anchors.map((a, i) => `${i}: ${a}`).join('\n') +
      '\n`tier_index` is the zero-based index of the tier that fits, `score` your confidence from 0 to 1, ' +
      '`clarification` null unless the text is too ambiguous to grade (then a question to ask).',
    check: (value) => (typeof objectOr(value).score === 'number' && (objectOr(value).score as number) > 1 ? ['/score: above 1'] : []),
    answer: (value, meta) => {
      const v = objectOr(value);
      const index = typeof v.tier_index === 'number' ? v.tier_index : -1;
      const result = {
        action: 'grade',
        tier_index: index,
        tier: anchors[index] ?? '',
        tier_set: index >= 0 ? [index] : [],
        score: numberOr(v.score, 0),
        clarification: v.clarification ?? null,
      };
      return { result, anchors: [...anchors], meta };
    },
  };
}

function guardSpec(tools: string[]): MethodSpec {
  return {
    name: 'guard',
    schema: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['CALL', 'CLARIFY', 'ABSTAIN'] },
        tool: { type: 'string', enum: [...tools, ''] },
        arguments: str,
        missing_parameters: { type: ['array', 'null'], items: str },
        clarification_prompt: nullableStr,
      },
      required: ['action', 'tool', 'arguments', 'missing_parameters', 'clarification_prompt'],
      additionalProperties: false,
    },
    prompt:
      'You judge whether the user `request` should become a call of one tool of the `tools` catalogue (both in the user JSON). ' +
      '`action` is CALL when one tool fits and every required parameter is known, CLARIFY when a tool fits but required parameters are missing ' +
      '(list them in `missing_parameters` and ask for them in `clarification_prompt`), ABSTAIN when no tool fits (then `tool` is ""). ' +
      '`arguments` is the JSON-encoded object of the arguments known so far ("{}" when none); `missing_parameters` and `clarification_prompt` are null when nothing is missing.',
    check: (value) => {
      const v = objectOr(value);
      const errors: string[] = [];
      if (typeof v.arguments === 'string' && !isJsonObjectText(v.arguments)) errors.push('/arguments: not a JSON-encoded object');
      if (v.action === 'CALL' && v.tool === '') errors.push('/tool: required when action is CALL');
      return errors;
    },
    answer: (value, meta) => {
      const v = objectOr(value);
      const tool = stringOr(v.tool, '');
      const args = typeof v.arguments === 'string' && isJsonObjectText(v.arguments) ? v.arguments : '{}';
      return {
        action: stringOr(v.action, 'ABSTAIN'),
        tool,
        missing_parameters: Array.isArray(v.missing_parameters) ? v.missing_parameters : null,
        clarification_prompt: typeof v.clarification_prompt === 'string' ? v.clarification_prompt : null,
        record: { type: 'tool_call', name: tool, arguments: args, result: '' },
        meta,
      };
    },
  };
}

/** Tool names of a catalogue in any of its three forms (contract §4.5). */
export function toolNames(tools: unknown): string[] {
  if (Array.isArray(tools)) {
    return tools.flatMap((t: unknown) => (typeof t === 'string' ? [t] : typeof objectOr(t).name === 'string' ? [objectOr(t).name as string] : []));
  }
  return tools !== null && typeof tools === 'object' ? Object.keys(tools) : [];
}

function objectOr(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
const stringOr = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const numberOr = (v: unknown, fallback: number): number => (typeof v === 'number' ? v : fallback);

function isJsonObjectText(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
