/** English number words (`five`, `twenty`, `dozen`) and their values. */

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, dozen: 12, twice: 2, thrice: 3, single: 1, double: 2, triple: 3, pair: 2,
};

/** Multipliers written after a number: `5 million`, `1.2M`, `10k`. */
export const SCALE_WORDS: Readonly<Record<string, number>> = {
  hundred: 100, thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12,
};
