import type { ToolSpec } from '../catalogue/catalogue.js';

/** A question asking the user for the missing required values, in the words of the tool's schema. */
export function clarificationPrompt(tool: ToolSpec, missing: string[]): string {
  const parts = missing.map((name) => {
    const d = tool.params.find((p) => p.name === name)?.description.trim().replace(/\.$/, '') ?? '';
    const words = name.replace(/[_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return d ? `${words} (${d.charAt(0).toLowerCase()}${d.slice(1)})` : words;
  });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `To use ${tool.name}, please provide the ${list}.`;
}
