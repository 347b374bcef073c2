import type { ParamSpec, ToolSpec } from '../catalogue/catalogue.js';

function fits(p: ParamSpec, v: unknown): boolean {
  if (p.enum && p.enum.length > 0) {
    // A list's enum is the enum of its items.
    const allowed = (x: unknown) => p.enum!.some((e) => e === x);
    if (p.type === 'array' ? !Array.isArray(v) || !v.every(allowed) : !allowed(v)) return false;
  }
  switch (p.type) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    default:
      return v !== undefined;
  }
}

/** Required parameters the arguments lack. */
export function missingRequired(tool: ToolSpec, args: Record<string, unknown>): string[] {
  return tool.params.filter((p) => p.required && !(p.name in args)).map((p) => p.name);
}

/** Whether the arguments satisfy the tool's schema: every required one present, every value of its type. */
export function satisfies(tool: ToolSpec, args: Record<string, unknown>): boolean {
  if (missingRequired(tool, args).length > 0) return false;
  return Object.entries(args).every(([k, v]) => {
    const p = tool.params.find((q) => q.name === k);
    return p !== undefined && fits(p, v);
  });
}
