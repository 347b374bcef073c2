import { CLASSIFIER_LIMITS } from './messages/classifier-limits.js';
import type { ExampleInput } from './messages/classifier.messages.js';
import { SvcError } from '@svc/errors';
import { unstorableTextProblem } from './storable-text.js';

/**
 * Shared by the gateway (which checks a whole upload before storing any of it) and the classifier service.
 * An example as stored (label trimmed), or the 422 naming its row (`row` counts examples from 1 in the upload,
 * a CSV's header not included).
 */
export function checkedExample(example: ExampleInput, row: number): ExampleInput {
  const { text } = example;
  if (typeof text !== 'string' || text.trim().length === 0) throw new SvcError('invalid_example', `row ${row}: text must be a non-empty string`);
  if (Buffer.byteLength(text, 'utf8') > CLASSIFIER_LIMITS.textMaxBytes) throw new SvcError('invalid_example', `row ${row}: text exceeds 64 KiB`);
  const label = typeof example.label === 'string' ? example.label.trim() : '';
  if (label.length === 0 || label.length > CLASSIFIER_LIMITS.labelMaxChars) {
    throw new SvcError('invalid_example', `row ${row}: label must be a non-empty string of at most ${CLASSIFIER_LIMITS.labelMaxChars} characters`);
  }
  // The rule of every stored text (storable-text.ts): uploads are read as they come (JSON or CSV), not by the body pipe.
  for (const [field, value] of [['text', text], ['label', label]] as const) {
    const problem = unstorableTextProblem(value);
    if (problem) throw new SvcError('invalid_example', `row ${row}: ${field} ${problem}`);
  }
  return { text, label };
}
