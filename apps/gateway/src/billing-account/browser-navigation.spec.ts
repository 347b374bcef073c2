import { describe, expect, it } from 'vitest';
import { prefersHtml } from './browser-navigation.js';

describe('prefersHtml (GET /billing: a browser is sent to the console, a script gets JSON)', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true], // Firefox, Chrome navigating
    ['text/html', true],
    ['text/html;q=0.9, application/json;q=0.5', true],
    ['application/json', false],
    ['*/*', false], // fetch, curl
    ['application/json, text/html', false], // a tie: JSON
    ['text/html;q=0.5, application/*', false],
    ['text/html;q=0, */*', false],
    ['text/html;q=bogus', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});
