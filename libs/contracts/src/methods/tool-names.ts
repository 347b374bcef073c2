/** Tool names of a catalogue in any of its three forms (contract §4.5): specs with a `name`, names, or a map of name → description. */
export function toolNames(tools: unknown): string[] {
  if (Array.isArray(tools)) {
    return tools.flatMap((t: unknown) => (typeof t === 'string' ? [t] : typeof nameOf(t) === 'string' ? [nameOf(t) as string] : []));
  }
  return tools !== null && typeof tools === 'object' ? Object.keys(tools) : [];
}

function nameOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).name : undefined;
}
