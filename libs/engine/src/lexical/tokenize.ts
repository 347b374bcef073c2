/** Word splitting shared by `select` and `guard`: lower-case words, identifiers split into their parts. */

/** Splits an identifier such as `calculate_YOY_growthRate` or `math.hypot` into lower-case words. */
export function identifierWords(name: string): string[] {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ');
  return words(spaced);
}

/** Lower-case alphanumeric words of a text (apostrophe suffixes such as `'s` dropped). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().replace(/['’]s\b/g, '').matchAll(/[a-z0-9]+/g)) out.push(m[0]);
  return out;
}
