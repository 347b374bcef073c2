import { describe, expect, it } from 'vitest';
import { splitRun } from './compound.js';
import { identifierWords } from './tokenize.js';
import { nameTerms } from './terms.js';

describe('splitRun: names written run together in lower case (round 27)', () => {
  it('splits a run into a leading operation verb and the words its description writes', () => {
    expect(splitRun('queuesong', 'Add a song to the room queue.')).toEqual(['queue', 'song']);
    expect(splitRun('searchsongs', 'Search the song catalogue.')).toEqual(['search', 'songs']);
    expect(splitRun('getweather', 'Current conditions for a city.')).toEqual(['get', 'weather']);
    expect(splitRun('orderdrinks', 'Order drinks or snacks to the room.')).toEqual(['order', 'drinks']);
  });

  it('splits a parameter name by the words of its description', () => {
    expect(splitRun('userid', 'The ID of the user')).toEqual(['user', 'id']);
    expect(splitRun('startdate', 'First day of the stay, YYYY-MM-DD')).toEqual(['start', 'date']);
    expect(splitRun('petname', 'What the pet is called')).toEqual(['pet', 'name']);
  });

  it('does not split without evidence, nor a run that is itself a word', () => {
    expect(splitRun('getweather', '')).toBeNull();
    expect(splitRun('bedrooms', 'Number of bedrooms')).toBeNull();
    expect(splitRun('season', 'The season, e.g. 2023')).toBeNull();
    expect(splitRun('carpet', 'Clean a carpet in a car or at home')).toBeNull();
  });

  it('does not split into words nobody wrote, nor when two splits are as good', () => {
    expect(splitRun('passengers', 'How many people travel')).toBeNull();
    expect(splitRun('preorder', 'Order a meal ahead of time')).toBeNull();
    // `ab|cde` and `abc|de`, both known, both two words of the same lengths' weight: no reading
    expect(splitRun('toptail', 'top tail topt ail')).toBeNull();
  });

  it('is what the shared identifier splitter reads, given the evidence', () => {
    expect(identifierWords('searchsongs', 'Search the song catalogue.')).toEqual(['search', 'songs']);
    expect(identifierWords('searchsongs')).toEqual(['searchsongs']);
    expect(identifierWords('search_songs', 'Search the song catalogue.')).toEqual(['search', 'songs']);
    expect(nameTerms('queuesong', 'Add a song to the room queue.').map((t) => t.stem)).toEqual(['queu', 'song']);
  });
});
