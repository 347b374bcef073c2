import { MODEL_METHODS, type MethodInput, type ModelMethod } from '@svc/contracts';
import { DEFAULT_ANCHORS, SCHEMAS, unknownSchemaMessage, type JsonSchema, type Meta } from '@svc/engine';
import { SvcError } from '@svc/errors';
import { closed, closedObject, field, itemsOf, picked } from './answer-parts.js';

/**
 * What an upstream model is asked for one method, and how its JSON becomes the contract's answer (§4.1–4.5).
 * `schema` constrains the generation (`response_format`) and validates the result: it is the part of the
 * method's answer schema (its descriptor in @svc/contracts) the model fills, closed. `check` adds what a JSON
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

/** A log record as `extract` answers it (contract §2.1), closed. */
const logRecord = closed(field(itemsOf(field(MODEL_METHODS.extract.answerSchema(), 'records')), 'result'));

const JSON_ONLY = 'Answer with one JSON object matching this JSON Schema and nothing else:';

/** Each model method's spec: a method the list gains and this map lacks does not compile. */
const SPECS: { [M in ModelMethod]: (api: string, body: MethodInput<M>) => MethodSpec } = {
  extract: (_api, body) => (body.dump === true ? extractDump : extractOne),
  structure: (api, body) => structureSpec(api, body),
  select: (_api, body) => selectSpec(body),
  grade: (_api, body) => gradeSpec(body),
  guard: (_api, body) => guardSpec(body),
};

export function methodSpec<M extends ModelMethod>(api: string, method: M, body: MethodInput<M>): MethodSpec {
  const spec: (api: string, body: MethodInput<M>) => MethodSpec = SPECS[method];
  return spec(api, body);
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

function structureSpec(api: string, body: MethodInput<'structure'>): MethodSpec {
  const schemaName = body.schema;
  if (!Object.hasOwn(SCHEMAS, schemaName)) throw new SvcError('unknown_schema', unknownSchemaMessage(schemaName));
  const schema = field(MODEL_METHODS.structure.answerSchema(body), 'record');
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

function selectSpec(body: MethodInput<'select'>): MethodSpec {
  return {
    name: 'select',
    schema: picked(MODEL_METHODS.select.answerSchema(body), ['choice', 'confidence']),
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

function gradeSpec(body: MethodInput<'grade'>): MethodSpec {
  const anchors = body.anchors ?? DEFAULT_ANCHORS;
  return {
    name: 'grade',
    schema: picked(field(MODEL_METHODS.grade.answerSchema(body), 'result'), ['tier_index', 'score', 'clarification']),
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

function guardSpec(body: MethodInput<'guard'>): MethodSpec {
  const answer = MODEL_METHODS.guard.answerSchema(body);
  return {
    name: 'guard',
    // What the model fills: the verdict, and the arguments of the proposed call (`record.arguments`).
    schema: closedObject({
      action: field(answer, 'action'),
      tool: field(answer, 'tool'),
      arguments: field(field(answer, 'record'), 'arguments'),
      missing_parameters: field(answer, 'missing_parameters'),
      clarification_prompt: field(answer, 'clarification_prompt'),
    }),
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
