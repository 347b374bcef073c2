import { textTerms, type Term } from '../../lexical/terms.js';
import { isAction } from './actions.js';
import type { ToolProfile } from './relevance.js';

/**
 * The kinds of request `judge` gives to the catalogue's one tool of a kind: a question asking how far something has got,
 * when a place opens, how much is left, used or owed, whether a thing is to be had, what it costs, and a statement that
 * something is broken; each with the words of a tool's name saying it gives that answer (read as written) and the words
 * of the request that ask it rather than name the thing asked about (stemmed).
 */

/** The stems of the words, as the request's terms are stemmed. */
export const stemSet = (words: readonly string[]): Set<string> => new Set(words.map((w) => textTerms(w)[0]?.stem ?? w));

/** A tool's name as written, in lower-case words (`getOpeningHours` → `get opening hours`). */
export const nameWords = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Whether a word of the request is the tool's or the catalogue's: the tool uses it, or two other tools do. */
export const catalogueOwns = (p: ToolProfile, profiles: readonly ToolProfile[], t: Term): boolean => p.matchAll(t) > 0 || profiles.filter((q) => q !== p && q.matchAll(t) > 0).length >= 2;

/**
 * A question asking how far something has got: whether it is ready, done, running, late, shipped, approved or back
 * (`Is my car ready yet?`, `Has the parcel shipped?`), whether it has happened yet (`Did they sign yet?`; `Are bikes
 * allowed yet?` asks no such thing), where it is (`Where's my order?`, not `Where is the nearest
 * …`), or how long until it is (`How long until my car is fully charged?`).
 */
export const STATE_QUESTION =
  /^\s*(?:(?:is|are|was|were|has|have|did)\b[^?]{0,80}?\b(?:ready|done|finished|completed?|running|late|on time|delayed|arrived|shipped|delivered|approved|processed|back)\b|(?:has|have|did)\b[^?]{0,80}?\byet\b|(?:where(?:'s|\s+is|\s+are)|how long until|how much longer until|when will)\s+(?:my|our|the)\s+(?!nearest\b|closest\b))/i;
/** Words ending the noun phrase a state question asks about (`my car` in `Is my car ready yet?`). */
const SUBJECT_END = new Set(['been', 'be', 'being', 'is', 'are', 'was', 'were', 'get', 'gets', 'got', 'still', 'already', 'on', 'at', 'for', 'from', 'in', 'to', 'with', 'of', 'who', 'that', 'which', 'the', 'a', 'an', 'my', 'our', 'your', 'this', 'it', 'i', 'you', 'we', 'they']);
/**
 * The head of the noun phrase a state question asks about: the last word of the run of words after its opening
 * auxiliary or wh-word and determiner (`car` in `Is my car ready yet?`, `loan` in `Is my car loan approved?`,
 * `ferry` in `Is the Tsawwassen-Swartz Bay ferry running late?`), or null when the run opens with a value (`env-5521`).
 */
export function stateSubject(request: string): string | null {
  const words = request.slice(0, 200).split(/\s+/).map((w) => w.replace(/[?!.,;:]+$/, ''));
  let i = /^(?:how|where's|where|when)$/i.test(words[0] ?? '') ? (/^how$/i.test(words[0]) ? 3 : 1) : 1;
  if (/^(?:is|are)$/i.test(words[i] ?? '') && /^where$/i.test(words[0] ?? '')) i++;
  if (/^(?:my|our|the|your)$/i.test(words[i] ?? '')) i++;
  let head: string | null = null;
  for (; i < words.length; i++) {
    const w = words[i];
    const low = w.toLowerCase();
    if (!/^[A-Za-z][A-Za-z'-]*$/.test(w)) break;
    const stemmed = textTerms(low)[0]?.stem ?? low;
    if (SUBJECT_END.has(low) || PROGRESS_WORDS.has(stemmed) || isAction(stemmed)) break;
    head = low;
  }
  return head;
}
/** The words of such a question that ask it or say how far a thing has got, not which thing (stemmed). */
const PROGRESS_WORDS = stemSet(['where', 'when', 'ready', 'yet', 'done', 'finished', 'complete', 'completed', 'running', 'late', 'time', 'delayed', 'arrived', 'shipped', 'delivered', 'approved', 'processed', 'back', 'long', 'longer', 'until', 'still', 'fully']);
/**
 * Words of a tool's name saying it tells how far something has got (`get_repair_status`, `track_bag`,
 * `getPrintProgress`), read as written: the stemmer joins `state` with `station`.
 */
const PROGRESS_NAME = /(?:^|[^a-z])(?:status|state|progress|eta|track|tracking)(?![a-z])/;
export const tellsProgress = (name: string) => PROGRESS_NAME.test(nameWords(name));

/**
 * A question asking when a place opens or closes, or whether it is open (`When does MS-12 close today?`, `What time
 * does the shop open?`, `Is the park open on Christmas Day?`).
 */
export const HOURS_QUESTION = /^\s*(?:when|what time|how late|how early|until when|is|are)\b[^?]{0,60}?\b(?:open|opens|close|closes|closing|opening)\b/i;
/** A tool's name saying it gives opening hours (`getOpeningHours`, `pool.hours`), read as written. */
const HOURS_NAME = /(?:^|[^a-z])hours(?![a-z])/;
export const tellsHours = (name: string) => HOURS_NAME.test(nameWords(name));
/** The words of such a question that ask it, not which place (stemmed). */
export const HOURS_WORDS = stemSet(['when', 'what', 'time', 'late', 'early', 'until', 'open', 'opens', 'opening', 'close', 'closes', 'closing']);

/**
 * A question asking how much of something is left, used, owned or owed (`How much data have I used?`, `How much is
 * left on card 60012345?`, `How much do I owe this month?`): group 1 is left/owned, 2 used, 3 owed.
 */
export const AMOUNT_QUESTION = /^\s*how\s+much\b[^?]{0,80}?\b(?:(left|remaining|own|owned)|(used|use|using|spent|consumed)|(owe|owed|due))\b/i;
/** Tools named (as written) for a balance, a usage or a bill, by the amount they tell (what is owed: a bill, else a balance). */
const BALANCE_NAME = /(?:^|[^a-z])balances?(?![a-z])/;
export const AMOUNT_NAMES = [[BALANCE_NAME], [/(?:^|[^a-z])usage(?![a-z])/], [/(?:^|[^a-z])(?:bill|billing)(?![a-z])/, BALANCE_NAME]];
/** The words of such a question that ask it, not which thing (stemmed). */
export const AMOUNT_WORDS = stemSet(['how', 'much', 'money', 'left', 'remaining', 'own', 'owned', 'used', 'use', 'using', 'spent', 'consumed', 'owe', 'owed', 'due', 'month', 'week', 'year', 'today', 'far', 'so', 'now', 'right']);

/**
 * A question asking whether something is to be had (`Do you sell running shoes?`, `Do you have Wingspan?`, `Any
 * nursing positions in Boston?`, `Looking for a standing desk`); `Is there a …?` is left out (it asks as often whether
 * a thing exists as whether it is for sale).
 */
export const AVAILABILITY_QUESTION = /^\s*(?:(?:do\s+you|does\s+the\s+\w+)\s+(?:(sell|carry|stock)|have|offer|rent)\b|any\s+(?!way\b|idea\b|chance\b|luck\b|news\b|advice\b|tips?\b|thoughts?\b|reason\b|update\b)[a-z]|(?:(?:i'm|i\s+am)\s+)?looking\s+for\s+(?!my\b|our\b|your\b|the\b|someone\b|somebody\b|a\s+way\b))/i;
/** A tool's name saying it searches (`search_products`, `searchGameLibrary`, `jobs.search`), read as written. */
export const SEARCH_NAME = /(?:^|[^a-z])(?:search|find|browse|lookup|discover)(?![a-z])/;
/** A parameter searching by free text (a query, keywords, terms). */
export const FREE_TEXT_PARAM = /^(?:q|query|keywords?|terms?|search(?:_?terms?|_?text)?|text)$/i;
/** The words of such a question that ask it, not which thing (stemmed). */
export const AVAILABILITY_WORDS = stemSet(['do', 'does', 'you', 'sell', 'have', 'carry', 'stock', 'offer', 'rent', 'any', 'there', 'looking', 'look']);

/**
 * A statement that something is broken or went wrong (`The kitchen sink is leaking`, `My heater stopped working`, `The
 * oven won't heat up`, `Someone stole my tomatoes`, `My lights went out`).
 */
export const FAULT_STATEMENT =
  /\b(?:(?:is|are|was|were)\s+(?:broken|leaking|dripping|clogged|blocked|flooded|cracked|damaged|not working|out of order)|stopped working|(?:won't|wont|will not|doesn't|does not|isn't|is not|can't)\s+(?:work|working|start|turn on|heat|cool|drain|flush|open|close|lock)|keeps\s+(?:dropping|failing|breaking|crashing|leaking|cutting out)|went out|broke down|(?:stole|stolen|shrunk|ruined|torn)\b)/i;
/** A tool's name saying it takes a report of a fault (`report_issue`, `maintenance.requests.create`, `file_claim`), read as written. */
export const FAULT_NAME = /(?:^|[^a-z])(?:report|issues?|problems?|faults?|maintenance|complaints?|claims?|outages?|repairs?)(?![a-z])/;

/**
 * A question asking what something costs or is worth (`How much is ETH right now?`, `How much for a large colour
 * piece?`, `How much would new brake pads cost?`, `What's bitcoin trading at?`, `How much is 12 Oak Street worth?`).
 */
export const PRICE_QUESTION = /^\s*(?:(?=[^?]{0,80}?\b(worth)\b)(?:how\s+much|what(?:'s|\s+is|\s+are))\b|how\s+much\s+(?:is|are|for|to|would|will|does|do|did|was)\b|what(?:'s|\s+is|\s+are)\b[^?]{0,60}?\btrading\s+at\b|what\s+(?:does|do|would|will)\b[^?]{0,60}?\bcost\b)/i;
/** A tool's name saying it tells a price (`get_spot_price`, `price_estimate`, `get_repair_estimate`, `QuoteAssembly`, `get_home_value`), read as written. */
export const PRICE_NAME = /(?:^|[^a-z])(?:prices?|pricing|quotes?|estimates?|fares?|costs?|values?|valuation)(?![a-z])/;
/** What a thing is worth is told by a tool named for a value (`get_home_value`), not a cost (`get_repair_estimate`). */
export const VALUE_NAME = /(?:^|[^a-z])(?:values?|valuation)(?![a-z])/;
/** The words of such a question that ask it, not which thing (stemmed). */
export const PRICE_WORDS = stemSet(['how', 'much', 'what', 'cost', 'costs', 'worth', 'trading', 'price', 'new', 'now', 'right', 'today']);
