import { describe, expect, it } from 'vitest';
import { contrastCount, stemSet } from './contrast.js';
import { stem } from './stem.js';
import { TermBag } from './term-bag.js';
import { nameTerms, textTerms } from './terms.js';
import { identifierWords, words } from './tokenize.js';
import { BoundedCache } from './bounded-cache.js';
import { sameField } from './fields.js';

describe('lexical helpers', () => {
  it('splits identifiers of every style into words', () => {
    expect(identifierWords('calculate_YOY_growthRate')).toEqual(['calculate', 'yoy', 'growth', 'rate']);
    expect(identifierWords('math.hypot')).toEqual(['math', 'hypot']);
    expect(identifierWords('color1')).toEqual(['color', '1']);
  });

  it('makes the forms of a word meet', () => {
    const forms = ['arrive', 'arrived', 'arrives', 'arriving', 'arrival'].map(stem);
    expect(new Set(forms).size).toBe(1);
    expect(stem('payments')).toBe(stem('payment'));
    expect(stem('transferred')).toBe(stem('transfer'));
  });

  it('matches exact stems, prefixes and synonyms with decreasing strength', () => {
    const bag = new TermBag(textTerms('the hypotenuse of a triangle, and a stolen card'));
    const [hypot] = nameTerms('hypot');
    const [triangle] = textTerms('triangles');
    const [lost] = textTerms('lost');
    expect(bag.match(triangle)).toBe(1);
    expect(bag.match(hypot)).toBeCloseTo(0.8);
    expect(bag.match(lost)).toBeGreaterThan(0);
    expect(bag.match(lost)).toBeLessThan(0.8);
  });

  it('meets the everyday names of a booked thing, of a quote and of a repair (round 39)', () => {
    const bag = (text: string) => new TermBag(textTerms(text));
    for (const [said, named] of [['appointment', 'visit'], ['reservation', 'session'], ['visit', 'appointment'], ['quote', 'estimate'], ['fix', 'repair']]) {
      expect(bag(named).match(textTerms(said)[0]), `${said} ~ ${named}`).toBeGreaterThan(0);
    }
    // (the verb `book` is no appointment: a booking is left out, as its stem is the verb's)
    expect(bag('book').match(textTerms('appointment')[0])).toBe(0);
  });

  it('flags a request naming an alternative to what the tool does', () => {
    expect(contrastCount(stemSet('external rate of return'), stemSet('internal rate of return'))).toBe(1);
    expect(contrastCount(stemSet('internal rate of return'), stemSet('internal rate of return'))).toBe(0);
    expect(contrastCount(stemSet('who is the vice president'), stemSet('find the president in a year'))).toBe(1);
  });

  it('splits free text into lower-case words by character, dropping possessive endings', () => {
    expect(words("John's 2nd car, a Tesla-S; it’s FAST_now")).toEqual(['john', '2nd', 'car', 'a', 'tesla', 's', 'it', 'fast', 'now']);
    expect(words("don't")).toEqual(['don', 't']);
    expect(identifierWords('YOYGrowth2x_rateHTTP')).toEqual(['yoy', 'growth', '2x', 'rate', 'http']);
  });

  it('keeps a cached value only once its key comes back, when asked to', () => {
    const cache = new BoundedCache<object>(8, true);
    const first = cache.get('k', () => ({}));
    const second = cache.get('k', () => ({}));
    expect(second).not.toBe(first);
    expect(cache.get('k', () => ({}))).toBe(second);
  });

  it('concept fields gather the words of one everyday subject, whatever their form', () => {
    expect(sameField(stem('raining'), stem('weather'))).toBe(true);
    expect(sameField(stem('songs'), stem('playlist'))).toBe(true);
    expect(sameField(stem('umbrella'), stem('playlist'))).toBe(false);
    // quantities are no subject: scientific tools compute them
    expect(sameField(stem('meters'), stem('distance'))).toBe(false);
  });
});
