import { checkedExample, CLASSIFIER_LIMITS, type ExampleInput } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { parseCsv } from './csv.js';

/** JSON bytes of examples one NATS message carries at most (NATS takes 1 MB; headroom for the envelope). */
const SLICE_BYTES = 700_000;

/**
 * The examples of an upload, every row checked (a bad row is a 422 naming it, and nothing is stored): a JSON
 * body `{ examples: [{ text, label }] }`, or a CSV text whose header names the `text` and `label` columns.
 */
export function examplesOf(body: unknown): ExampleInput[] {
  const rows = typeof body === 'string' ? fromCsv(body) : fromJson(body);
  if (rows.length === 0) throw new SvcError('invalid_example', 'the upload holds no examples');
  return rows.map((row, i) => checkedExample(row, i + 1));
}

function fromJson(body: unknown): ExampleInput[] {
  const examples = (body as { examples?: unknown } | null)?.examples;
  if (typeof body !== 'object' || body === null || !Array.isArray(examples)) {
    throw new SvcError('invalid_example', "the body must be { examples: [{ text, label }] } or a text/csv with a 'text,label' header");
  }
  return examples.map((e: unknown, i) => {
    if (typeof e !== 'object' || e === null) throw new SvcError('invalid_example', `row ${i + 1}: an example is an object { text, label }`);
    return e as ExampleInput;
  });
}

function fromCsv(body: string): ExampleInput[] {
  const parsed = parseCsv(body);
  if ('unterminatedAt' in parsed) throw new SvcError('invalid_example', `csv line ${parsed.unterminatedAt}: a quoted field is never closed`);
  const [header, ...records] = parsed.records;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const textAt = names.indexOf('text');
  const labelAt = names.indexOf('label');
  if (textAt < 0 || labelAt < 0) throw new SvcError('invalid_example', "the csv's first line must name the columns 'text' and 'label'");
  return records.map((r) => ({ text: r[textAt] ?? '', label: r[labelAt] ?? '' }));
}

/** Consecutive slices that each fit one message: at most `examplesPerMessage` examples and ~700 KB. */
export function slices(examples: ExampleInput[]): Array<{ firstRow: number; examples: ExampleInput[] }> {
  const out: Array<{ firstRow: number; examples: ExampleInput[] }> = [];
  let current: ExampleInput[] = [];
  let bytes = 0;
  let firstRow = 1;
  examples.forEach((e, i) => {
    const size = Buffer.byteLength(e.text, 'utf8') * 2 + Buffer.byteLength(e.label, 'utf8') + 32;
    if (current.length > 0 && (current.length === CLASSIFIER_LIMITS.examplesPerMessage || bytes + size > SLICE_BYTES)) {
      out.push({ firstRow, examples: current });
      current = [];
      bytes = 0;
      firstRow = i + 1;
    }
    current.push(e);
    bytes += size;
  });
  if (current.length > 0) out.push({ firstRow, examples: current });
  return out;
}
