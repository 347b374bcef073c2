import type { JsonSchema } from './json-schema.js';

const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer', minimum: 0 };
const level: JsonSchema = { type: 'string', enum: ['trace', 'debug', 'info', 'notice', 'warning', 'error', 'critical'] };

const frame: JsonSchema = {
  type: 'object',
  properties: { function: str, file: str, line: { type: ['integer', 'null'] }, text: str },
  required: ['function', 'file', 'line', 'text'],
  additionalProperties: false,
};

const stackTrace: JsonSchema = {
  title: 'stack_trace',
  description: 'One stack trace, kept whole: the exception, its frames and its causes (Java, Python, Go, Node, .NET).',
  type: 'object',
  properties: {
    language: { type: 'string', enum: ['java', 'python', 'go', 'javascript', 'dotnet', 'unknown'] },
    exception: str,
    message: str,
    frames: { type: 'array', items: frame },
    causes: {
      type: 'array',
      items: { type: 'object', properties: { exception: str, message: str }, required: ['exception', 'message'], additionalProperties: false },
    },
    text: str,
  },
  required: ['language', 'exception', 'message', 'frames', 'causes', 'text'],
  additionalProperties: false,
};

const logEvent: JsonSchema = {
  title: 'log_event',
  description: 'The first event of the text: type, level, component, message, plus what its format carries.',
  type: 'object',
  properties: { type: str, level, component: str, message: str, timestamp: str, template: str, stack_trace: str },
  required: ['type', 'level', 'component', 'message'],
  additionalProperties: true,
};

const logEvents: JsonSchema = {
  title: 'log_events',
  description: 'Every event of a dump, in order, each with its template; a stack trace stays inside its event.',
  type: 'object',
  properties: {
    events: { type: 'array', items: logEvent },
    count: int,
    levels: { type: 'object', additionalProperties: int },
  },
  required: ['events', 'count', 'levels'],
  additionalProperties: false,
};

const httpAccess: JsonSchema = {
  title: 'http_access',
  description: 'Access-log requests (common/combined format, Apache, nginx).',
  type: 'object',
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          client: str, timestamp: str, method: str, path: str, protocol: str, status: int, bytes: int, referer: str, user_agent: str,
        },
        required: ['client', 'timestamp', 'method', 'path', 'status'],
        additionalProperties: false,
      },
    },
  },
  required: ['requests'],
  additionalProperties: false,
};

const hunk: JsonSchema = {
  type: 'object',
  properties: {
    header: str, old_start: int, old_lines: int, new_start: int, new_lines: int,
    lines: { type: 'array', items: str },
  },
  required: ['header', 'old_start', 'old_lines', 'new_start', 'new_lines', 'lines'],
  additionalProperties: false,
};

const unifiedDiff: JsonSchema = {
  title: 'unified_diff',
  description: 'A unified diff: files, each with its hunks kept atomic (every hunk line in its hunk).',
  type: 'object',
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: { old_path: str, new_path: str, additions: int, deletions: int, hunks: { type: 'array', items: hunk } },
        required: ['old_path', 'new_path', 'additions', 'deletions', 'hunks'],
        additionalProperties: false,
      },
    },
  },
  required: ['files'],
  additionalProperties: false,
};

const keyValue: JsonSchema = {
  title: 'key_value',
  description: 'Key/value pairs (`key=value`, `key: value`, logfmt, .env, INI) as one flat object of strings.',
  type: 'object',
  properties: { pairs: { type: 'object', additionalProperties: str } },
  required: ['pairs'],
  additionalProperties: false,
};

/** Built-in schemas by name: each a JSON Schema the `structure` output always validates against. */
export const SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  log_event: logEvent,
  log_events: logEvents,
  stack_trace: stackTrace,
  http_access: httpAccess,
  unified_diff: unifiedDiff,
  key_value: keyValue,
};

export const BUILTIN_SCHEMAS: readonly string[] = Object.keys(SCHEMAS);
