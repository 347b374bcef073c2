import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { codeMentions } from '../request/mentions.js';

const str = (description: string) => ({ type: 'string', description });

describe('guard: a latitude and longitude pair is one place', () => {
  const tide = fn('tide_forecast', 'Tide times at a spot on the coast.', { spot: str('Beach name or "lat,lon"') }, ['spot']);
  const weather = fn('marine_weather', 'Wind and waves at a location.', { location: str('Where'), hours: { type: 'integer' } }, ['location']);

  it('reads the pair as one value', () => {
    expect(codeMentions('tides at 50.7192, -1.8808 tomorrow').map((m) => m.text)).toContain('50.7192, -1.8808');
    expect(codeMentions('the mean of 1.5, 2.5 and 3.5').map((m) => m.text)).toEqual([]);
  });

  it('CALLs with the pair for a parameter taking a place or "lat,lon"', () => {
    const a = guard({ request: 'Tide times at 50.7192,-1.8808 please', tools: [tide] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ spot: '50.7192,-1.8808' });
    const b = guard({ request: 'What are the wind and waves at -33.8915, 151.2767?', tools: [weather] });
    expect(JSON.parse(b.record.arguments)).toEqual({ location: '-33.8915, 151.2767' });
  });
});
