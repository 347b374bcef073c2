import type { ExtractAnswer, ExtractInput } from '@svc/engine';
import { ExtractBody } from '../bodies/model-bodies.js';
import { LOG_RECORD, META, object } from './answer-parts.js';
import { modelMethod } from './model-method.js';

export const EXTRACT = modelMethod<ExtractInput, ExtractAnswer>()({
  name: 'extract',
  title: 'Extract a structured record from free text',
  description:
    'One record from one log line or message; with `dump: true`, one record per line of a dump, stack traces kept whole. ' +
    'Answers `{ records: [{ result, meta }] }`, `result` carrying `type`, `level`, `component`, `message` (contract §4.1).',
  body: ExtractBody,
  example: { text: '2024-05-01 12:00:03 ERROR [db.pool] connection refused' },
  answerSchema: () => object({ records: { type: 'array', items: object({ result: LOG_RECORD, meta: META }) } }),
});
