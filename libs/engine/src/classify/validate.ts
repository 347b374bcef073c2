/** What the trainer accepts, with messages a user can act on (the service shows them as the version's error). */
import { EngineInputError } from '../types.js';
import type { LabelledText } from './classify.types.js';

export const MIN_EXAMPLES_PER_LABEL = 2;

/** The distinct labels in first-seen order, or an EngineInputError naming the first problem. */
export function validateExamples(examples: readonly LabelledText[]): string[] {
  const fail = (message: string) => new EngineInputError('invalid_input', message);
  const list: unknown = examples;
  if (!Array.isArray(list) || examples.length === 0) throw fail('no examples: give at least two labels with two examples each');
  const counts = new Map<string, number>();
  examples.forEach((e, i) => {
    if (typeof (e as Partial<LabelledText> | null)?.text !== 'string' || e.text.trim() === '') throw fail(`example ${i + 1} has an empty text`);
    if (typeof e.label !== 'string' || e.label.trim() === '') throw fail(`example ${i + 1} has an empty label`);
    counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
  });
  if (counts.size < 2) throw fail(`only one label (${[...counts.keys()][0]}): a classifier needs at least two labels`);
  const thin = [...counts].filter(([, n]) => n < MIN_EXAMPLES_PER_LABEL).map(([l]) => l);
  if (thin.length > 0) {
    const shown = thin.slice(0, 5).join(', ') + (thin.length > 5 ? `, and ${thin.length - 5} more` : '');
    throw fail(`every label needs at least ${MIN_EXAMPLES_PER_LABEL} examples; too few for: ${shown}`);
  }
  return [...counts.keys()];
}
