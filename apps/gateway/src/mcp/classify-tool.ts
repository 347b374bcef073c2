import { bodySchema, ClassifyBody } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { ClassifyHttpService } from '../classify/classify-http.service.js';
import { documentedSchema } from '../openapi/answers.js';
import type { McpTool } from './mcp-tool.js';

const body = bodySchema(ClassifyBody);

/** `POST /v1/classify/{classifier_id}` as a tool: the path parameter becomes the `classifier_id` argument. */
export function classifyTool(classify: ClassifyHttpService): McpTool {
  return {
    name: 'classify',
    title: "Classify a text with one of the tenant's trained classifiers",
    description:
      'Labels `text` with the published version of the classifier `classifier_id` (trained on the tenant\'s own labelled examples). ' +
      'Answers `{ label, status, confidence, candidates: [{ label, score }], version_id }`; a low-confidence answer has `label` null ' +
      'and `status` `low_confidence`. A billed call, like a model call.',
    inputSchema: {
      type: 'object',
      properties: { classifier_id: { type: 'string' }, ...body.properties },
      required: ['classifier_id', ...(body.required ?? [])],
    },
    // The answer as the REST route documents it (components.schemas of the generated OpenAPI document), not written again.
    outputSchema: documentedSchema('ClassifyAnswer'),
    call: async (caller, { classifier_id: classifierId, ...rest }) => {
      if (typeof classifierId !== 'string') {
        throw SvcError.validation([{ loc: ['body', 'classifier_id'], msg: classifierId === undefined ? 'field required' : 'must be a string', type: classifierId === undefined ? 'missing' : 'string_type' }]);
      }
      const answer = await classify.classify(caller.requestId, caller.authorization, classifierId, rest);
      return { status: 200, body: answer.body, headers: answer.headers };
    },
  };
}
