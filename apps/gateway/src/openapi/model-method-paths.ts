import { bodySchema, MODEL_METHODS, type ModelMethodDescriptor } from '@svc/contracts';

const error = (description?: string) => ({ $ref: '#/components/responses/Error', ...(description ? { description } : {}) });

/** The headers of every billed answer (contract §7.6). */
const BILLED_HEADERS = {
  'x-svc-debit': { schema: { type: 'string', enum: ['included', 'paid'] } },
  'x-svc-free-remaining': { schema: { type: 'integer' } },
  'x-svc-ratelimit-limit': { schema: { type: 'integer' } },
  'x-svc-ratelimit-remaining': { schema: { type: 'integer' } },
};

function operation(method: ModelMethodDescriptor) {
  return {
    post: {
      operationId: method.name,
      summary: method.title,
      description: `${method.description} A billed call; see the HTTP interface document.`,
      security: [{ apiKey: [] }],
      parameters: [{ name: 'api', in: 'path', required: true, schema: { type: 'string', example: 'svc-small-json' } }],
      requestBody: { required: true, content: { 'application/json': { schema: bodySchema(method.body), example: method.example } } },
      responses: {
        '200': { description: "the model's JSON", headers: BILLED_HEADERS, content: { 'application/json': { schema: method.answerSchema() } } },
        '401': error('`invalid api key`'),
        '404': error('`unknown method` (the api does not offer it)'),
        '413': error(),
        '422': error('the body does not fit the method: a list of `{ loc: ["body", field], msg, type }`'),
        '429': error('`rate limited` (with Retry-After) or the balance-empty object'),
        '502': error('`model unavailable` (refunded)'),
      },
    },
  };
}

/** `/v1/models/{api}/<method>` for every model method, from its descriptor: body and answer schemas included. */
export function modelMethodPaths(): Record<string, ReturnType<typeof operation>> {
  return Object.fromEntries(Object.values(MODEL_METHODS).map((m: ModelMethodDescriptor) => [`/v1/models/{api}/${m.name}`, operation(m)]));
}
