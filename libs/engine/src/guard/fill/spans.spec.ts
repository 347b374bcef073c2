import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const date = { type: 'string', format: 'date' };
const num = (description: string) => ({ type: 'number', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: the two ends of a span', () => {
  const hold = fn('hold_newspaper', 'Pause newspaper delivery for a while.', { subscriberId: str('Subscriber, e.g. S-2041'), from: date, until: date }, ['subscriberId', 'from', 'until']);
  it('gives `X through Y` to the start and the end in that order, whatever the order of the parameters', () => {
    expect(args("We're off 2027-03-01 through 2027-03-09, pause S-2041", hold)).toEqual({ subscriberId: 'S-2041', from: '2027-03-01', until: '2027-03-09' });
  });
  it('reads `between X and Y` for a minimum and a maximum', () => {
    const search = fn('search_rentals', 'Search rental flats by monthly rent.', { max_rent: num('Highest monthly rent'), min_rent: num('Lowest monthly rent') }, ['max_rent', 'min_rent']);
    expect(args('Find rentals between 900 and 1400', search)).toEqual({ min_rent: 900, max_rent: 1400 });
  });
  it('gives an amount bounded from above to a max or limit parameter, and one bounded from below to a min one', () => {
    const search = fn('searchListings', 'Search second-hand listings.', { query: str('What to look for'), size: str('Size'), maxPrice: num('Highest price') }, ['query']);
    expect(args('Search listings for a used wool sweater, size M, under $60', search)).toEqual({ query: 'wool sweater', size: 'M', maxPrice: 60 });
    const pump = fn('ActivatePump', 'Activate a fuel pump.', { pumpNumber: { type: 'integer', description: 'Pump number' }, fuelLimit: num('Most to spend in dollars') }, ['pumpNumber']);
    expect(args('activate pump 12, cap it at $50', pump)).toEqual({ pumpNumber: 12, fuelLimit: 50 });
    const homes = fn('search_homes', 'Search homes for sale.', { city: str('City'), min_bedrooms: { type: 'integer', description: 'Fewest bedrooms' } }, ['city']);
    expect(args('Search homes for sale in Denver with at least 3 bedrooms', homes)).toEqual({ city: 'Denver', min_bedrooms: 3 });
  });
  it('reads no bound in `over` before a name', () => {
    const lineup = fn('set_lineup', 'Set the lineup: start one player and bench another.', { start_player: str('Player to start'), bench_player: str('Player to bench') }, ['start_player', 'bench_player']);
    expect(args('Set my lineup: start Puka Nacua over Jaylen Waddle', lineup)).toEqual({ start_player: 'Puka Nacua', bench_player: 'Jaylen Waddle' });
  });
  it('reads a currency word after a number as a sum of money, as a currency sign', () => {
    const search = fn('searchListings', 'Search second-hand listings.', { query: str('What to look for'), maxPrice: num('Highest price') }, ['query']);
    expect(args('Search listings for a nintendo switch oled under 220 bucks', search)).toEqual({ query: 'nintendo switch oled', maxPrice: 220 });
  });

  it('reads the events that open and close a span as its ends: bedtime and wake time', () => {
    const night = fn('log_night', 'Log a night of sleep by hand.', { wake_time: str('Wake time, 24-hour HH:MM'), bedtime: str('Bedtime, 24-hour HH:MM') }, ['wake_time', 'bedtime']);
    expect(args('Log a night of sleep: slept 11:40pm to 6:55am', night)).toEqual({ bedtime: '23:40', wake_time: '06:55' });
  });
});

describe('guard: the two ends of a span for optional start and end parameters', () => {
  const prefs = fn('set_match_preferences', 'Set match preferences.', { min_age: { type: 'integer', description: 'Minimum age' }, max_age: { type: 'integer', description: 'Maximum age' }, max_distance_km: { type: 'integer', description: 'Maximum distance in km' } }, []);

  it('gives the first end to the start and the second to the end', () => {
    expect(JSON.parse(guard({ request: 'Set my match preferences to people between 28 and 35 within 20 km', tools: [prefs] }).record.arguments)).toEqual({ min_age: 28, max_age: 35, max_distance_km: 20 });
  });

  it('gives a lone number no end of a span', () => {
    expect(JSON.parse(guard({ request: 'Set my match preferences to people within 20 km', tools: [prefs] }).record.arguments)).toEqual({ max_distance_km: 20 });
  });
});
