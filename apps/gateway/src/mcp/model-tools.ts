import { bodySchema, isModelMethod, MODEL_METHODS, type RegistryView } from '@svc/contracts';
import type { ModelCallService } from '../model-call/model-call.service.js';
import type { McpTool } from './mcp-tool.js';
import { defaultApi, modelToolName } from './tool-names.js';

/**
 * One tool per method each api of the registry offers, described by the method's descriptor: its title and
 * description, its body class as `inputSchema`, its answer schema as `outputSchema`. A call is the REST call
 * `POST /v1/models/{api}/{method}` with the arguments as body (ModelCallService: same checks, same saga).
 */
export function modelTools(view: RegistryView, models: ModelCallService): McpTool[] {
  const apis = Object.keys(view.apis);
  const fallback = defaultApi(apis);
  const tools: McpTool[] = [];
  const taken = new Set<string>();
  for (const api of apis) {
    for (const method of view.apis[api]) {
      if (!isModelMethod(method)) continue;
      const isDefault = api === fallback;
      const name = modelToolName(api, method, isDefault);
      // Two apis that read the same once written as a name (or one too long for it) are left out, not confused.
      if (name === undefined || taken.has(name)) continue;
      taken.add(name);
      const descriptor = MODEL_METHODS[method];
      tools.push({
        name,
        title: isDefault ? descriptor.title : `${descriptor.title} (${api})`,
        description: `${descriptor.description} Model \`${api}\`. A billed call: one call of the monthly pool, then the wallet.`,
        inputSchema: { ...bodySchema(descriptor.body), type: 'object' },
        outputSchema: descriptor.answerSchema(),
        call: (caller, args) => models.call(caller.requestId, caller.authorization, api, method, args),
      });
    }
  }
  return tools;
}
