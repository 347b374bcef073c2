import { stem } from './stem.js';
import { words } from './tokenize.js';

/**
 * Groups of general English words that name mutually exclusive alternatives: a request that says one member
 * while a tool says another (`external` vs `internal` rate of return, `freezing` vs `boiling` point) is
 * asking for something the tool does not do, however many other words they share. A group marked `!` holds
 * modifiers (`vice` president): the request using one where the tool uses none is a contrast too.
 */
export const CONTRAST_GROUPS: readonly string[] = [
  'internal external',
  'highest lowest',
  'maximum minimum',
  'max min',
  'largest smallest',
  'biggest smallest',
  'fastest slowest',
  'longest shortest',
  'oldest youngest newest',
  'boiling freezing melting',
  'linear quadratic cubic polynomial exponential logarithmic',
  'derivative integral',
  'mean median mode variance deviation',
  'sum product difference quotient',
  'buy sell rent',
  'import export',
  'increase decrease',
  'profit loss',
  'revenue cost',
  'income expense',
  // adding is the alternative of removing and of deleting, which are one operation (one group each, so that
  // `remove` against `delete` is no contrast)
  'add remove',
  'add delete',
  'encrypt decrypt',
  'compress decompress',
  'upload download',
  'win lose',
  'hot cold',
  'north south east west',
  'birth death',
  'area perimeter volume circumference',
  'prime composite',
  'sunrise sunset',
  'arrival departure',
  'celsius fahrenheit kelvin',
  '!vice deputy assistant',
];


interface Group {
  members: Set<string>;
  modifier: boolean;
}
let groups: Group[] | null = null;
let memberOf: Map<string, number[]> | null = null;

function table(): { groups: Group[]; memberOf: Map<string, number[]> } {
  if (!groups || !memberOf) {
    groups = CONTRAST_GROUPS.map((line) => ({
      modifier: line.startsWith('!'),
      members: new Set(line.replace(/^!/, '').split(/\s+/).map(stem)),
    }));
    memberOf = new Map();
    groups.forEach((g, i) => {
      for (const m of g.members) memberOf!.set(m, [...(memberOf!.get(m) ?? []), i]);
    });
  }
  return { groups, memberOf };
}

/** The stems of a text's words, for `contrastCount`. */
export function stemSet(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** Whether any of the stems belongs to a contrast group. */
export function namesAlternative(stems: Set<string>): boolean {
  const { memberOf: index } = table();
  for (const s of stems) if (index.has(s)) return true;
  return false;
}

/** How many contrast groups the request and the tool fall on different sides of. */
export function contrastCount(request: Set<string>, tool: Set<string>): number {
  const { groups: all, memberOf: index } = table();
  const seen = new Set<number>();
  let n = 0;
  for (const s of request) {
    for (const gi of index.get(s) ?? []) {
      if (seen.has(gi)) continue;
      seen.add(gi);
      const g = all[gi];
      let shared = false;
      let inTool = false;
      for (const m of g.members) {
        const t = tool.has(m);
        inTool ||= t;
        shared ||= t && request.has(m);
      }
      if (!shared && (inTool || g.modifier)) n++;
    }
  }
  return n;
}
