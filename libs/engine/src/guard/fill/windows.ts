import type { ParamSpec } from '../catalogue/catalogue.js';
import type { NumberMention } from '../request/mentions.js';
import { on24HourClock } from '../request/dates.js';

/** A span of hours on the 24-hour clock (`8-11am` is 8 to 11, `12pm-5pm` 12 to 17, `2-5pm` 14 to 17). */
interface Hours {
  from: number;
  to: number;
}

const HOUR = String.raw`(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?`;
/** A window of hours written as an enum value: `8-11am`, `8am-12pm`, `11am - 2pm`, `2 to 5 pm`, `14:00-17:00`. */
const WINDOW_VALUE = new RegExp(String.raw`^\s*${HOUR}\s*(?:-|–|to|until)\s*${HOUR}\s*$`, 'i');
/** A window of hours said in a request: `the 2-5 window`, `between 2 and 5`, `from 11am to 2pm`. */
const WINDOW_SAID = new RegExp(String.raw`(?<![\w:.-])(?:between\s+)?${HOUR}\s*(?:-|–|to|until|till|and)\s*${HOUR}(?![\w:-])`, 'gi');

function onClock(h: number, m: string | undefined, mer: string | undefined): number {
  const base = mer === undefined ? h : on24HourClock(h, mer);
  return base + (m === undefined ? 0 : Number(m) / 60);
}

/**
 * The hours of a window as written; a start without am/pm takes the end's (`2-5pm`), or the other half of the day
 * when that would start after the end (`11-2pm` is 11am to 2pm).
 */
function windowOf(groups: ReadonlyArray<string | undefined>): Hours | null {
  const [h1, m1, r1, h2, m2, r2] = groups;
  if (h1 === undefined || h2 === undefined || Number(h1) > 24 || Number(h2) > 24) return null;
  const to = onClock(Number(h2), m2, r2);
  let from = onClock(Number(h1), m1, r1 ?? r2);
  if (r1 === undefined && r2 !== undefined && from > to) from = onClock(Number(h1), m1, /^p/i.test(r2) ? 'am' : 'pm');
  return from < to ? { from, to } : null;
}

/** The hours of an enum value naming a window of time of day, or null. */
export function valueWindow(v: unknown): Hours | null {
  if (typeof v !== 'string') return null;
  const m = WINDOW_VALUE.exec(v);
  if (!m) return null;
  // (a bare `3-5` is a range of anything; a window of the day says am/pm or writes minutes)
  if (m[3] === undefined && m[6] === undefined && m[2] === undefined && m[5] === undefined) return null;
  return windowOf(m.slice(1));
}

/** Parts of the day and their usual hours (`morning` 6 to 12, `afternoon` 12 to 17, `evening` 17 to 21). */
const PARTS: ReadonlyArray<[RegExp, Hours]> = [
  [/\bmornings?\b|\bam\s+(?:slot|window|appointment)\b/i, { from: 6, to: 12 }],
  [/\b(?:midday|noon|lunch\s*time|lunchtime)\b/i, { from: 11, to: 14 }],
  [/\bafternoons?\b|\bpm\s+(?:slot|window|appointment)\b/i, { from: 12, to: 17 }],
  [/\bevenings?\b|\bafter\s+work\b/i, { from: 17, to: 21 }],
  [/\bnight\b|\btonight\b/i, { from: 19, to: 24 }],
];

const overlap = (a: Hours, b: Hours) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/**
 * `the 2-5 window` for `2-5pm`, `in the morning` / `morning slot` for `8-11am` or `8am-12pm`, `afternoon if possible`
 * for `12pm-5pm`: a parameter whose allowed values are all windows of the day takes the one the request writes with
 * the same hours (am/pm left out), or else the one lying most within the part of the day it names. The numbers of a
 * window so read are no other parameter's values.
 */
export function pickClockWindow(p: ParamSpec, text: string, numbers: readonly NumberMention[], used: Set<number>): string | undefined {
  const all = p.enum ?? [];
  if (all.length < 2 || typeof all[0] !== 'string' || !/^\s*\d/.test(all[0])) return undefined;
  const values = all.filter((v): v is string => typeof v === 'string');
  if (values.length !== all.length) return undefined;
  const windows: Hours[] = [];
  for (const v of values) {
    const w = valueWindow(v);
    if (w === null) return undefined;
    windows.push(w);
  }
  for (const m of text.matchAll(WINDOW_SAID)) {
    const am = m[3] !== undefined || m[6] !== undefined;
    // (without am/pm, `11 and 2` is read on the 12-hour clock: 11 to 2)
    const said = am ? windowOf(m.slice(1)) : { from: onClock(Number(m[1]), m[2], undefined), to: onClock(Number(m[4]), m[5], undefined) };
    if (!said) continue;
    const hit = values.filter((_, i) => {
      const w = windows[i];
      return am ? w.from === said.from && w.to === said.to : w.from % 12 === said.from % 12 && w.to % 12 === said.to % 12;
    });
    if (hit.length !== 1) continue;
    for (const n of numbers) if (n.start >= m.index && n.end <= m.index + m[0].length) used.add(n.start);
    return hit[0];
  }
  const parts = PARTS.filter(([re]) => re.test(text)).map(([, h]) => h);
  if (parts.length !== 1) return undefined;
  let best: string | undefined;
  let bestShare = 0;
  let tie = false;
  values.forEach((v, i) => {
    const w = windows[i];
    const share = overlap(w, parts[0]) / (w.to - w.from);
    if (share > bestShare + 1e-9) [best, bestShare, tie] = [v, share, false];
    else if (share > 0 && Math.abs(share - bestShare) < 1e-9) tie = true;
  });
  return bestShare >= 0.5 && !tie ? best : undefined;
}
