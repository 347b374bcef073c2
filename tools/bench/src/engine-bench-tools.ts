import { guard, select } from '@svc/engine';

/**
 * A benchmark case, in the shape the engine benchmark (`engine-bench.ts`) runs: a name, what the inputs are,
 * sample inputs, and the call to time on one sample.
 */
export interface ToolCase {
  name: string;
  inputs: string;
  samples: string[];
  run: (input: string) => unknown;
}

const TOPICS: Array<[string, string, Array<[string, string, string]>]> = [
  ['geometry.circle_area', 'Calculate the area of a circle given its radius.', [['radius', 'float', 'The radius of the circle.'], ['unit', 'string', 'Unit of length. Default is cm.']]],
  ['weather.forecast', 'Get the weather forecast for a city for a number of days.', [['location', 'string', 'The city, e.g. Boston, MA.'], ['days', 'integer', 'Days ahead.']]],
  ['finance.compound_interest', 'Compute compound interest on a principal amount.', [['principal', 'float', 'Initial amount.'], ['rate', 'float', 'Annual rate as a decimal.'], ['years', 'integer', 'Number of years.']]],
  ['currency.convert', 'Convert an amount from one currency to another.', [['amount', 'float', 'Amount to convert.'], ['from_currency', 'string', 'Source currency code.'], ['to_currency', 'string', 'Target currency code.']]],
  ['flights.search', 'Search for flights between two airports on a date.', [['origin', 'string', 'Departure city.'], ['destination', 'string', 'Arrival city.'], ['date', 'string', 'Date of travel.']]],
  ['restaurants.find', 'Find restaurants by cuisine near a location.', [['location', 'string', 'The city.'], ['cuisine', 'string', 'Type of food.'], ['rating', 'float', 'Minimum rating.']]],
  ['math.gcd', 'Greatest common divisor of two integers.', [['a', 'integer', 'First number.'], ['b', 'integer', 'Second number.']]],
  ['stats.mean', 'Compute the mean of a list of numbers.', [['numbers', 'array', 'The numbers.']]],
  ['music.find_concerts', 'Find upcoming concerts of a genre in a city.', [['city', 'string', 'City.'], ['genre', 'string', 'Music genre.']]],
  ['hotel.book', 'Book a hotel room for a number of nights.', [['hotel_name', 'string', 'Hotel.'], ['nights', 'integer', 'Nights.'], ['room_type', 'string', 'single or double']]],
  ['sports.team_ranking', 'Get the ranking of a team in a league season.', [['team', 'string', 'Team name.'], ['league', 'string', 'League.'], ['season', 'string', 'Season.']]],
  ['physics.final_velocity', 'Final velocity from initial velocity, acceleration and time.', [['initial_velocity', 'float', 'm/s'], ['acceleration', 'float', 'm/s^2'], ['time', 'float', 'seconds']]],
  ['chem.molar_mass', 'Molar mass of a chemical compound.', [['compound', 'string', 'Formula such as H2O.']]],
  ['history.event_date', 'Find the date of a historical event.', [['event', 'string', 'Event name.']]],
  ['law.find_lawyer', 'Find a lawyer by specialty in a city.', [['city', 'string', 'City.'], ['specialty', 'string', 'Area of law.']]],
  ['translate.text', 'Translate text from one language to another.', [['text', 'string', 'Text.'], ['source_language', 'string', 'From.'], ['target_language', 'string', 'To.']]],
  ['stock.price', 'Get the latest stock price of a company.', [['company', 'string', 'Company name or ticker.']]],
  ['recipe.search', 'Search recipes by diet and maximum time.', [['diet', 'string', 'Diet such as vegan.'], ['max_minutes', 'integer', 'Time limit.']]],
  ['game.high_score', 'Highest score recorded in a video game.', [['game', 'string', 'Game title.'], ['platform', 'string', 'Platform.']]],
  ['calendar.add_event', 'Add an event to the calendar on a date.', [['title', 'string', 'Title.'], ['date', 'string', 'Date.'], ['all_day', 'boolean', 'Whether all day.']]],
];

function catalogue(n: number): unknown[] {
  return TOPICS.slice(0, n).map(([name, description, params]) => ({
    name,
    description,
    parameters: {
      type: 'dict',
      properties: Object.fromEntries(params.map(([p, type, d]) => [p, type === 'array' ? { type, items: { type: 'float' }, description: d } : { type, description: d }])),
      required: params.filter(([, , d]) => !/default/i.test(d)).map(([p]) => p),
    },
  }));
}

const REQUESTS = [
  'What is the area of a circle with a radius of 4.5 cm?',
  "Convert 250 euros to 'USD' please.",
  'Find Italian restaurants in New York City rated above 4.',
  'Book a single room at the Plaza Hotel for 3 nights.',
  'What is the weather going to be like in Boston, MA for the next 5 days?',
  'Who won the Nobel prize in literature in 1950?',
];

const LABELS = [
  'card_arrival', 'card_linking', 'exchange_rate', 'lost_or_stolen_card', 'pin_blocked', 'cancel_transfer', 'top_up_limits',
  'transfer_fee_charged', 'request_refund', 'change_pin', 'terminate_account', 'verify_my_identity', 'country_support',
  'atm_support', 'apple_pay_or_google_pay', 'card_about_to_expire', 'declined_card_payment', 'pending_transfer', 'age_limit', 'get_physical_card',
];
const TEXTS = ['My card still has not arrived after two weeks', 'How do I reset my PIN?', 'I want to close my account', 'Which countries can I use this in?'];

/** The guard and select cases: guard on catalogues of 1, 5 and 20 tools (seen and unseen); select over 20 and 77 labels. */
export function toolCases(): ToolCase[] {
  const many = [...LABELS, ...Array.from({ length: 57 }, (_, i) => `extra_label_${i}_${LABELS[i % LABELS.length]}`)];
  const names = Object.fromEntries(TOPICS.map(([n, d]) => [n, d]));
  let version = 0;
  return [
    ...[1, 5, 20].map((n) => {
      const tools = catalogue(n);
      return { name: `guard (${n} tool${n > 1 ? 's' : ''})`, inputs: 'requests', samples: REQUESTS, run: (request: string) => guard({ request, tools }) };
    }),
    {
      name: 'guard (20 tools, unseen)',
      inputs: 'requests',
      samples: REQUESTS,
      run: (request: string) => {
        const tools = catalogue(20).map((t) => ({ ...(t as object), description: `${(t as { description: string }).description} (v${version++})` }));
        return guard({ request, tools });
      },
    },
    { name: 'guard (20 names, map form)', inputs: 'requests', samples: REQUESTS, run: (request: string) => guard({ request, tools: names }) },
    { name: 'select (20 candidates)', inputs: 'banking texts', samples: TEXTS, run: (text: string) => select({ text, candidates: LABELS }) },
    { name: 'select (77 candidates)', inputs: 'banking texts', samples: TEXTS, run: (text: string) => select({ text, candidates: many }) },
  ];
}
