import type { ParamSpec } from './catalogue.js';

/** Prepositions that introduce a value of a given role, and the parameter words that ask for that role. */
const ROLES: Array<{ param: RegExp; before: RegExp }> = [
  { param: /origin|start|from|source|departure|sender|base_?currency|home/i, before: /\bfrom\s+(?:the\s+)?$/i },
  { param: /destination|\bend|\bto\b|target|arrival|recipient|_to$|^to_/i, before: /\b(?:to|into|towards?)\s+(?:the\s+)?$/i },
  { param: /location|city|place|country|state|region|area|venue|address|where|town|zone|market|near/i, before: /\b(?:in|at|near|around|from|within|of)\s+(?:the\s+)?$/i },
  { param: /date|time|when|day|year|month/i, before: /\b(?:on|at|for|in|since|until|by)\s+$/i },
  { param: /name|title|player|person|artist|author|company|team|brand|user/i, before: /\b(?:by|of|for|named|called|titled)\s+(?:the\s+)?$/i },
];

/** A bonus when the words right before a value introduce the role the parameter asks for. */
export function roleBonus(p: ParamSpec, before: string): number {
  const tail = before.slice(-24);
  let bonus = 0;
  for (const r of ROLES) if (r.param.test(p.name) && r.before.test(tail)) bonus = Math.max(bonus, 0.5);
  if (bonus === 0) for (const r of ROLES) if (r.param.test(p.description.slice(0, 80)) && r.before.test(tail)) bonus = Math.max(bonus, 0.25);
  return bonus;
}
