/** What every MCP client accepts as a tool name (the SDK allows dots and 128 characters; several clients do not). */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The api whose methods go by their bare names: `svc-small-json` when the registry has it, else its first api. */
export function defaultApi(apis: string[]): string | undefined {
  return apis.includes('svc-small-json') ? 'svc-small-json' : apis[0];
}

/**
 * `extract` for the default api, `<api>_<method>` for any other, the api's characters outside `A-Za-z0-9-`
 * written `-` (so the last `_` always separates the method). Undefined when that is no valid name (too long).
 */
export function modelToolName(api: string, method: string, isDefault: boolean): string | undefined {
  const name = isDefault ? method : `${api.replace(/[^A-Za-z0-9-]/g, '-')}_${method}`;
  return TOOL_NAME.test(name) ? name : undefined;
}
