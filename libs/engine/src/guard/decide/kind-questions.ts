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
 * left on card 60012345?`, `How much do I owe this month?`; round 39: `do I owe you anything?`): group 1 is left/owned, 2 used,
 * 3 and 4 owed.
 */
export const AMOUNT_QUESTION = /^\s*(?:how\s+much\b[^?]{0,80}?\b(?:(left|remaining|own|owned)|(used|use|using|spent|consumed)|(owe|owed|due))|do\s+(?:i|we)\s+(?:still\s+)?(owe)\b)\b/i;
/** Tools named (as written) for a balance, a usage or a bill, by the amount they tell (what is owed: a bill, else a balance). */
const BALANCE_NAME = /(?:^|[^a-z])balances?(?![a-z])/;
export const AMOUNT_NAMES = [[BALANCE_NAME], [/(?:^|[^a-z])usage(?![a-z])/], [/(?:^|[^a-z])(?:bills?|billing|invoices?)(?![a-z])/, BALANCE_NAME]];
/** The words of such a question that ask it, not which thing (stemmed). */
export const AMOUNT_WORDS = stemSet(['how', 'much', 'money', 'left', 'remaining', 'own', 'owned', 'used', 'use', 'using', 'spent', 'consumed', 'owe', 'owed', 'due', 'anything', 'still', 'guys', 'folks', 'month', 'week', 'year', 'today', 'far', 'so', 'now', 'right']);

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
 * oven won't heat up`, `A hold snapped off on Slab 2`, `My furnace is making a banging noise`, `boiler won't fire`,
 * `the street light is out again`, `Someone stole my tomatoes`, `My lights went out`). Built of word classes, each with
 * general members:
 * - FAULT_STATE: a state of a broken thing after a copula (`is broken`, `are leaking`, `was jammed`, `is dead`);
 * - FAULT_DONE: a verb of breaking in the past, after its subject (`snapped off`, `cracked`, `burst`, `died`);
 * - FAULT_ABILITY: what a working thing does, negated (`won't start`, `isn't moving`, `doesn't heat up`); the subject
 *   must be a thing, not the asker or another person (`I can't make it`, `he won't be on the bus` are no faults);
 * - FAULT_NOISE: a noise a thing makes (`making a loud squealing noise`, `keeps rattling`).
 */
const FAULT_STATE = 'missing|broken|leaking|dripping|clogged|blocked|flooded|flooding|overflowing|cracked|damaged|stuck|jammed|dead|flickering|loose|frozen|not working|out of order';
const FAULT_DONE = 'broke|snapped|cracked|burst|shattered|smashed|ripped|tore|collapsed|died|jammed|froze|popped (?:out|off)|fell (?:off|out|apart)|came (?:off|loose|apart)|blew (?:out|up)';
const FAULT_ABILITY = 'work|working|start|starting|turn on|turn off|switch on|heat|heat up|heating|cool|cool down|cooling|fire|fire up|light|ignite|drain|flush|open|close|shut|lock|unlock|charge|charging|connect|boot|boot up|run|running|spin|move|moving|print|load|power on|come on|stay on|stay lit';
const FAULT_NOISE = 'banging|grinding|squealing|squeaking|screeching|rattling|clicking|buzzing|hissing|knocking|humming|whining';
export const FAULT_STATEMENT = new RegExp(
  '\\b(?:' +
    `(?:is|are|was|were|got|gets|has been|have been|seems|seem|'s|'re)\\s+(?:(?:still|now|completely|totally|all|just|badly|really|so)\\s+)?(?:${FAULT_STATE})\\b` +
    `|(?<!\\b(?:i|we|you|he|she|they|who)\\s+)(?:won't|wont|will not|doesn't|does not|didn't|did not|isn't|is not|aren't|are not|can't|cannot|won't even|wouldn't|would not)\\s+(?:${FAULT_ABILITY})\\b` +
    `|(?<!\\b(?:i|we|you|he|she|they|who)\\s+)(?:${FAULT_DONE})\\b` +
    `|stopped working|keeps\\s+(?:dropping|failing|breaking|crashing|leaking|cutting out|tripping|shutting off|${FAULT_NOISE})` +
    `|(?:is|are|keeps|'s|'re)\\s+(?:${FAULT_NOISE})\\b|mak(?:ing|es)\\s+(?:a|an|this|that|some|the|weird|strange)?\\s*(?:[a-z-]+\\s+){0,3}(?:noises?|sounds?)\\b` +
    `|(?:went|is|are)\\s+out(?=\\s*(?:again|now|completely|$|[,.!;]))|broke down|(?:stole|stolen|shrunk|ruined|torn)\\b` +
    ')',
  'i',
);
/**
 * Someone asked to come and fix a thing, or look at it (`Can someone come fix my cable?`, `can someone come look at my
 * boiler?`, round 39): the asking says the thing is at fault, as a stated fault would.
 */
const COME_FIX_WORDS = String.raw`\bcome\s+(?:and\s+)?(?:fix|repair|look\s+at|check\s+on|take\s+a\s+look\s+at)\b`;
export const COME_FIX = new RegExp(COME_FIX_WORDS, 'i');
/**
 * A request that someone come to fix a thing (`send someone out`, `send a technician`, `can someone come out and look`):
 * with a fault stated, it asks for the tool sending someone, whatever the thing is called.
 */
export const SEND_FIXER = new RegExp(String.raw`\b(?:send|get)\s+(?:someone|somebody|some\s+one|a\s+(?:tech|technician|repairman|repair\s+person|plumber|electrician|mechanic|engineer)|an\s+(?:engineer|electrician))\b|\bcome\s+(?:out|over|by|round|around)\b|` + COME_FIX_WORDS, 'i');
/**
 * A tool's name saying it takes a report of a fault or sends someone to fix it (`report_issue`,
 * `maintenance.requests.create`, `file_claim`, `RequestEquipmentRepair`, `book_service_call`, `workorders.create`), read as
 * written: report words (a report, an issue, a problem, a fault, a complaint, a claim, an outage, a ticket, an incident)
 * and fixing words (repair, fix, maintenance, a service call or request, a work order).
 */
export const FAULT_NAME = /(?:^|[^a-z])(?:report|issues?|problems?|faults?|maintenance|claims?|outages?|repairs?|fix|fixes|tickets?|incidents?|defects?|breakdowns?|service ?(?:calls?|requests?)|work ?orders?)(?![a-z])/;
/**
 * A tool's description saying it takes such a report or sends someone to fix a broken thing (`Request a free repair or
 * adjustment of frames`, `Send a technician for broken pool equipment`): asked only when no tool's name says it.
 */
export const FAULT_DESCRIPTION = /\b(?:report(?:s|ing)?\s+(?:a|an|the)?\s*(?:\w+\s+)?(?:problems?|issues?|faults?|outages?|damage)|repairs?|fix(?:es|ing)?|technicians?|broken|stopped working|faulty|malfunction\w*)\b/i;

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

/**
 * A request that a thing be carried to a place or fetched from one (`could someone bring the groceries to 310 W Garfield
 * Blvd`, `can you drop food off at 88 Kedzie Ave`, `Bring diesel to my truck at the rest stop`; `Can you collect an old
 * sofa from 4 High Street?`, `Can your van grab my bike from 14 Alder Lane`, `Come get my laundry`): the verb opens a
 * clause, as an order or after `can you`/`could someone`/`can your van`, so the asker is not the one carrying (`I'll bring
 * it to the shop`). Group 1 is carrying to (a delivery), group 2 fetching from (a pickup).
 */
const ASKED_OF = String.raw`(?:^|[,.;!?]\s*|\band\s+)(?:(?:please|pls|just|also)\s+)*(?:(?:can|could|would|will)\s+(?:you|someone|somebody|anyone|anybody|your\s+[a-z]+)\s+(?:please\s+)?)?`;
export const CARRY_REQUEST = new RegExp(
  ASKED_OF +
    String.raw`(?:((?:bring|deliver)\s+[^,.;:?!]{1,40}?\s+(?:to|at)\s+\S|drop\s+[^,.;:?!]{1,40}?\s+off\s+(?:to|at)\s+\S)` +
    String.raw`|((?:collect|pick\s+up|grab|fetch|haul\s+away|take\s+away|get\s+rid\s+of)\s+[^,.;:?!]{1,40}?\s+from\s+\S|come\s+(?:and\s+)?(?:get|grab|collect|pick\s+up|fetch)\s+\S))`,
  'i',
);
/** A tool's name saying it delivers (`request-home-delivery`, `request_fuel_delivery`), read as written. */
export const DELIVERY_NAME = /(?:^|[^a-z])(?:deliver|delivers|delivery|deliveries)(?![a-z])/;
/** A tool's name saying it fetches a thing (`book_bulky_pickup`, `SchedulePickup`, `collect_item`), read as written. */
export const PICKUP_NAME = /(?:^|[^a-z])(?:pickups?|pick ups?|collect)(?![a-z])/;
/** The words of such a request that ask the carrying, not which thing (stemmed). */
export const CARRY_WORDS = stemSet(['bring', 'deliver', 'drop', 'off', 'collect', 'pick', 'up', 'grab', 'fetch', 'haul', 'away', 'take', 'get', 'rid', 'come', 'someone', 'somebody']);
