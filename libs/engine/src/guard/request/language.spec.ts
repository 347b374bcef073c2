import { describe, expect, it } from 'vitest';
import { notEnglish } from './language.js';

describe('requests in another language', () => {
  it('are recognized by script, function words and accents', () => {
    expect(notEnglish('東京駅から渋谷までタクシーを呼んで')).toBe(true);
    expect(notEnglish('Réserve-moi un Uber Black depuis la gare de Lyon')).toBe(true);
    expect(notEnglish('Wie hoch ist mein Kontostand?')).toBe(true);
    expect(notEnglish('¿Cuánto cuesta un viaje al aeropuerto?')).toBe(true);
  });

  it('English with a foreign name or a quoted phrase stays English', () => {
    expect(notEnglish('Book a table at Café de Flore for two')).toBe(false);
    expect(notEnglish("Translate 'buenos días' into English")).toBe(false);
    expect(notEnglish('Set up a call with ann@x.com and joe@x.com')).toBe(false);
  });
});
