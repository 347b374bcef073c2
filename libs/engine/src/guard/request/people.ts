import { NUMBER_WORDS } from '../../lexical/number-words.js';

/** How many people a request says will come, where it says so, and whether the count includes the speaker. */
export interface PeopleCount {
  /** Everyone, the speaker included when the request counts them (`3 of us` is 3, `me and 2 friends` 3). */
  total: number;
  /** Whether the speaker is one of `total` (`3 of us`, `just me`, `me and 2 friends`; not `25 people`). */
  withSpeaker: boolean;
  start: number;
  end: number;
}

const N = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
const value = (w: string) => (/^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w.toLowerCase()] ?? NaN));

/** `3 of us`, `we're four`, `there are 5 of us`: the speaker's party, counted whole. */
const OF_US = new RegExp(`\\b${N}\\s+of\\s+us\\b|\\bwe(?:'re|’re|\\s+are|\\s+will\\s+be|'ll\\s+be)\\s+${N}\\b(?!\\s*(?:[ap]\\.?m\\b|:|minutes|hours|days))`, 'i');
/** `me and 2 friends`, `me + 3 others`, `myself plus two colleagues`: the speaker and a number of others. */
const ME_AND_N = new RegExp(`\\b(?:me|myself)\\s*(?:and|\\+|&|plus)\\s*${N}\\s+(?:friends?|others?|people|guests?|more|colleagues|coworkers|co-workers|kids|children|family members|mates|buddies|pals)\\b`, 'i');
/** `me and my wife`, `me + my girlfriend`, `myself and a friend`: the speaker and one other person. */
const ME_AND_ONE = /\b(?:me|myself)\s*(?:and|\+|&|plus)\s*(?:my|a|one|another)\s+([a-z]+)\b/i;
/** Nouns for a group, not one person (`me and my family`). */
const GROUP_NOUN = /^(?:family|team|group|crew|gang|class|kids|children|friends|folks|parents|colleagues|coworkers|staff|club|party|company|band|squad|household|relatives|guests|friends)$/;
/** `just me`, `only me`, `by myself`, `on my own`, `party of one`: the speaker alone. */
const ALONE = /\b(?:(?:just|only)\s+(?:me|myself|for\s+me)\b|by\s+myself\b|on\s+my\s+own\b|party\s+of\s+(?:one|1)\b)/i;
/** `about 25 people`, `8 guests`, `a party of 6`, `a table for 4`: a number of people, the speaker counted or not. */
const PEOPLE = new RegExp(
  `\\b${N}\\s+(?:people|persons|ppl|guests|adults|attendees|participants|pax|divers|players|riders|visitors|diners|travell?ers|passengers|folks)\\b|\\b(?:party|group)\\s+of\\s+${N}\\b|\\b(?:table|booking|reservation)\\s+for\\s+${N}\\b(?!\\s*(?:[ap]\\.?m\\b|:|minutes|hours|days|nights|weeks|o'clock))`,
  'i',
);

/**
 * The number of people the request says will take part, by the ways English counts a party: `3 of us`, `we're four`,
 * `me and 2 friends` (3), `me and my wife` (2), `just me`/`by myself` (1), `about 25 people`, `a party of 6`,
 * `a table for 4`. Null when it says none.
 */
export function peopleCount(text: string): PeopleCount | null {
  const us = OF_US.exec(text);
  if (us && Number.isFinite(value(us[1] ?? us[2]))) return { total: value(us[1] ?? us[2]), withSpeaker: true, start: us.index, end: us.index + us[0].length };
  const many = ME_AND_N.exec(text);
  if (many) return { total: value(many[1]) + 1, withSpeaker: true, start: many.index, end: many.index + many[0].length };
  const one = ME_AND_ONE.exec(text);
  if (one && !GROUP_NOUN.test(one[1].toLowerCase()) && !/[^s]s$/i.test(one[1])) return { total: 2, withSpeaker: true, start: one.index, end: one.index + one[0].length };
  const alone = ALONE.exec(text);
  if (alone) return { total: 1, withSpeaker: true, start: alone.index, end: alone.index + alone[0].length };
  const people = PEOPLE.exec(text);
  if (people) return { total: value(people[1] ?? people[2] ?? people[3]), withSpeaker: false, start: people.index, end: people.index + people[0].length };
  return null;
}
