/**
 * Test helper shared by the guard's spec files (excluded from the build, like the specs): a BFCL-style tool spec
 * from its name, description, parameter properties and required names. `type` is the parameters' own type, `object`
 * as JSON Schema writes it or `dict` as BFCL's Python flavour does.
 */
export const fn = (name: string, description: string, props: Record<string, unknown> = {}, required: string[] = [], type: 'object' | 'dict' = 'object') => ({
  name,
  description,
  parameters: { type, properties: props, required },
});

/** The same with `dict` parameters, BFCL's spelling. */
export const fnDict = (name: string, description: string, props: Record<string, unknown> = {}, required: string[] = []) => fn(name, description, props, required, 'dict');
