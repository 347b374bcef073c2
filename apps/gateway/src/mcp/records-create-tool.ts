import { bodySchema, CreateRecordBody } from '@svc/contracts';
import { documentedSchema } from '../openapi/answers.js';
import type { RecordsHttpService } from '../records/records-http.service.js';
import type { McpTool } from './mcp-tool.js';

/** `POST /records/create` as a tool: the same use case, so the same billing, fallbacks and refusals. */
export function recordsCreateTool(records: RecordsHttpService): McpTool {
  const body = bodySchema(CreateRecordBody);
  return {
    name: 'records_create',
    title: 'Store a text as a structured record, optionally labelled by a classifier',
    description:
      "Fills the built-in schema `schema` (e.g. log_event, log_events, http_access, key_value) from `text` and stores the record; " +
      "with `classifier_id` (or the tenant's default classifier) it is labelled too. Answers the stored record " +
      '`{ record_id, schema, text, record, label, confidence, status, fallback_reason, … }`; a failing default classifier or model ' +
      'gives a `fallback` record that is not charged. A billed call.',
    inputSchema: { ...body, type: 'object' },
    // The answer as the REST route documents it (components.schemas of the generated OpenAPI document), not written again.
    outputSchema: documentedSchema('Record'),
    call: async (caller, args) => records.create(caller.requestId, caller.authorization, args),
  };
}
