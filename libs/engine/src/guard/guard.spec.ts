import { describe, expect, it } from 'vitest';
import { guard } from './guard.js';
// `fn`: a tool in the common `{ name, description, parameters }` form
import { fn } from './spec-catalogue.js';

const triangle = {
  name: 'geometry.triangle_area',
  description: 'Calculate the area of a triangle given its base and height.',
  parameters: {
    type: 'dict',
    properties: {
      base: { type: 'integer', description: 'The length of the base of the triangle.' },
      height: { type: 'integer', description: 'The height of the triangle.' },
      unit: { type: 'string', description: "Unit of measure. Default is 'cm'." },
    },
    required: ['base', 'height'],
  },
};
const weather = {
  name: 'weather.get_forecast',
  description: 'Get the weather forecast (temperature and rain) for a city.',
  parameters: {
    type: 'dict',
    properties: {
      location: { type: 'string', description: 'The city, e.g. Paris.' },
      days: { type: 'integer', description: 'Number of days ahead.' },
      detailed: { type: 'boolean', description: 'Whether to include hourly details.' },
    },
    required: ['location'],
  },
};
const converter = {
  name: 'currency.convert',
  description: 'Convert an amount of money from one currency to another.',
  parameters: {
    type: 'dict',
    properties: {
      amount: { type: 'float', description: 'The amount to convert.' },
      from_currency: { type: 'string', description: 'The currency to convert from.' },
      to_currency: { type: 'string', description: 'The currency to convert to.' },
    },
    required: ['amount', 'from_currency', 'to_currency'],
  },
};
const catalogue = [triangle, weather, converter];

function args(a: ReturnType<typeof guard>): Record<string, unknown> {
  return JSON.parse(a.record.arguments) as Record<string, unknown>;
}

describe('guard', () => {
  it('calls the tool that does what the request asks, with typed arguments', () => {
    const a = guard({ request: 'What is the area of a triangle with a base of 10 and a height of 5?', tools: catalogue });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('geometry.triangle_area');
    expect(a.record).toMatchObject({ type: 'tool_call', name: 'geometry.triangle_area', result: '' });
    expect(args(a)).toEqual({ base: 10, height: 5 });
    expect(a.missing_parameters).toBeNull();
    expect(a.clarification_prompt).toBeNull();
    expect(a.meta).toMatchObject({ routed_by: 'model', valid: true, retries: 0 });
    expect(a.meta.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('reads names, places and the role a preposition gives them', () => {
    const a = guard({ request: 'Convert 150 Euros to Canadian dollars.', tools: catalogue });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('currency.convert');
    expect(args(a)).toEqual({ amount: 150, from_currency: 'EUR', to_currency: 'CAD' });
    const w = guard({ request: 'Will it rain in San Francisco over the next 3 days?', tools: catalogue });
    expect(w.tool).toBe('weather.get_forecast');
    expect(args(w)).toMatchObject({ location: 'San Francisco', days: 3 });
  });

  it('sets a boolean the request asks for and leaves unmentioned optional values out', () => {
    const a = guard({ request: 'Give me the detailed weather forecast for Paris.', tools: catalogue });
    expect(args(a)).toEqual({ location: 'Paris', detailed: true });
  });

  it('asks for a required value the request does not give', () => {
    const a = guard({ request: 'What is the area of a triangle with a base of 10?', tools: catalogue });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('geometry.triangle_area');
    expect(a.missing_parameters).toEqual(['height']);
    expect(a.clarification_prompt).toMatch(/height/);
    expect(a.meta.valid).toBe(false);
  });

  it('abstains when no tool serves the request, even when words are shared', () => {
    for (const request of ['Who wrote the novel War and Peace?', 'Calculate the volume of a sphere with radius 3.', 'What is the exchange of ideas in philosophy?']) {
      const a = guard({ request, tools: catalogue });
      expect(a.action, request).toBe('ABSTAIN');
      expect(a.tool).toBe('');
      expect(a.record.name).toBe('');
      expect(a.record.arguments).toBe('{}');
    }
  });

  it('abstains on an empty catalogue or an empty request', () => {
    expect(guard({ request: 'area of a triangle base 3 height 4' }).action).toBe('ABSTAIN');
    expect(guard({ request: '', tools: catalogue }).action).toBe('ABSTAIN');
  });

  it('accepts a map of name to description', () => {
    const tools = { send_email: 'Send an email message to a recipient', get_weather_forecast: 'Weather forecast for a city' };
    const a = guard({ request: 'Please send an email to my boss', tools });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('send_email');
    expect(a.record.arguments).toBe('{}');
  });

  it('accepts a list of names', () => {
    const a = guard({ request: "What's the weather forecast for tomorrow?", tools: ['send_email', 'get_weather_forecast'] });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('get_weather_forecast');
    expect(guard({ request: 'Order a pizza with mushrooms', tools: ['send_email', 'get_weather_forecast'] }).action).toBe('ABSTAIN');
  });

  it('reads lists, enums, explicit name=value pairs and percentages', () => {
    const tools = [
      {
        name: 'stats.t_test',
        description: 'Run a two sample t-test on two groups of numbers.',
        parameters: {
          type: 'dict',
          properties: {
            group1: { type: 'array', items: { type: 'float' }, description: 'First group.' },
            group2: { type: 'array', items: { type: 'float' }, description: 'Second group.' },
            tail: { type: 'string', enum: ['one-sided', 'two-sided'], description: 'Kind of test.' },
          },
          required: ['group1', 'group2'],
        },
      },
      {
        name: 'finance.loan_payment',
        description: 'Monthly payment of a loan.',
        parameters: {
          type: 'dict',
          properties: {
            principal: { type: 'float', description: 'Amount borrowed.' },
            rate: { type: 'float', description: 'Annual interest rate as a decimal.' },
            years: { type: 'integer', description: 'Loan term in years.' },
          },
          required: ['principal', 'rate', 'years'],
        },
      },
    ];
    const t = guard({ request: 'Run a two-sided t-test on group1 [1, 2, 3] and group2 [4.5, 5, 6]', tools });
    expect(t.tool).toBe('stats.t_test');
    expect(args(t)).toEqual({ group1: [1, 2, 3], group2: [4.5, 5, 6], tail: 'two-sided' });
    const l = guard({ request: 'What is the monthly payment on a loan of $200,000 at 5% for 30 years?', tools });
    expect(l.tool).toBe('finance.loan_payment');
    expect(args(l)).toEqual({ principal: 200000, rate: 0.05, years: 30 });
  });

  it('writes dates the way the parameter asks, and reads identifiers', () => {
    const tools = [
      {
        name: 'records.lookup',
        description: 'Look up a court record by docket number and filing date.',
        parameters: {
          type: 'dict',
          properties: {
            docket_number: { type: 'string', description: 'The docket number.' },
            filing_date: { type: 'string', description: 'Date of filing, in the format MM-DD-YYYY.' },
          },
          required: ['docket_number', 'filing_date'],
        },
      },
    ];
    const a = guard({ request: 'Look up the court record with docket number CA-2291X filed on March 7, 2021.', tools });
    expect(a.action).toBe('CALL');
    expect(args(a)).toEqual({ docket_number: 'CA-2291X', filing_date: '03-07-2021' });
  });

  it('understands BFCL Python-flavoured types and checks values against them', () => {
    const tools = [
      {
        name: 'plot.point',
        description: 'Plot a point on a chart.',
        parameters: { type: 'dict', properties: { coordinates: { type: 'tuple', items: { type: 'float' }, description: 'x and y' }, label: { type: 'any', description: 'Label.' } }, required: ['coordinates'] },
      },
    ];
    const a = guard({ request: 'Plot the point at (2.5, -1) on the chart', tools });
    expect(a.action).toBe('CALL');
    expect(args(a)).toEqual({ coordinates: [2.5, -1] });
    expect(a.meta.valid).toBe(true);
  });

  it('gives values by general rules: units, lists of names, clause ends, head words, places with their region', () => {
    const spec = (name: string, description: string, props: Record<string, [string, string]>, required: string[]) => ({
      name,
      description,
      parameters: { type: 'dict', properties: Object.fromEntries(Object.entries(props).map(([k, [type, d]]) => [k, { type, description: d }])), required },
    });
    const mix = spec('thermo.mix_temperature', 'Final temperature when two masses of water are mixed.', { mass1: ['float', 'First mass.'], temperature1: ['float', 'First temperature.'], mass2: ['float', 'Second mass.'], temperature2: ['float', 'Second temperature.'] }, ['mass1', 'temperature1', 'mass2', 'temperature2']);
    const a = guard({ request: 'What is the final temperature when 20 kg of water at 30 degree Celsius is mixed with 15 kg of water at 60 degree Celsius?', tools: [mix] });
    expect(args(a)).toEqual({ mass1: 20, temperature1: 30, mass2: 15, temperature2: 60 });

    const rect = spec('geometry.rectangle_area', 'Area of a rectangle.', { width: ['float', 'Width.'], length: ['float', 'Length.'] }, ['width', 'length']);
    expect(args(guard({ request: 'Find the area of a rectangle whose length and width are 8 and 3.', tools: [rect] }))).toEqual({ length: 8, width: 3 });

    const growth = spec('finance.growth', 'Growth of an investment between two values.', { initial_value: ['float', 'Start value.'], final_value: ['float', 'End value.'] }, ['initial_value', 'final_value']);
    expect(args(guard({ request: 'Compute the growth of an investment with an initial value of $500, final value of $800.', tools: [growth] }))).toEqual({ initial_value: 500, final_value: 800 });

    const hotel = spec('hotel.reserve', 'Reserve a hotel room.', { city: ['string', 'City of the hotel.'], room_type: ['string', 'Kind of room.'], nights: ['integer', 'Nights.'] }, ['city', 'room_type', 'nights']);
    expect(args(guard({ request: 'Reserve a hotel with a double room in Lisbon for 4 nights.', tools: [hotel] }))).toEqual({ city: 'Lisbon', room_type: 'double', nights: 4 });

    const food = spec('food.find_restaurant', 'Find a restaurant by cuisine near a location.', { location: ['string', 'The city, e.g. Austin, TX.'], cuisine: ['string', 'Kind of food.'] }, ['location', 'cuisine']);
    expect(args(guard({ request: 'Find a restaurant serving Thai cuisine in Austin, Texas.', tools: [food] }))).toEqual({ location: 'Austin, Texas', cuisine: 'Thai' });
  });

  it('fills a required parameter the request leaves out with the default its description declares', () => {
    const tools = [
      {
        name: 'cards.hand_probability',
        description: 'Probability of a poker hand.',
        parameters: { type: 'dict', properties: { hand: { type: 'string', description: 'Name of the hand.' }, deck_size: { type: 'integer', description: 'Cards in the deck. Default is 52.' } }, required: ['hand', 'deck_size'] },
      },
    ];
    const a = guard({ request: "What is the probability of the poker hand 'flush'?", tools });
    expect(a.action).toBe('CALL');
    expect(args(a)).toEqual({ hand: 'flush', deck_size: 52 });
  });
});

describe('guard on ordinary tool requests (issue 19)', () => {
  const sendEmail = {
    name: 'send_email',
    description: 'Send an email to a recipient.',
    parameters: {
      type: 'object',
      properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } },
      required: ['to', 'subject', 'body'],
    },
  };
  const deleteEmail = {
    name: 'delete_email',
    description: 'Delete an email by its message id.',
    parameters: { type: 'object', properties: { message_id: { type: 'string', description: 'Id of the message' } }, required: ['message_id'] },
  };
  const currentWeather = {
    name: 'get_current_weather',
    description: 'Get the current weather in a given location',
    parameters: {
      type: 'object',
      properties: { location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
      required: ['location', 'unit'],
    },
  };

  it('asks for the subject and body of an email whose recipient alone is given', () => {
    const a = guard({ request: 'Send an email to bob@example.com', tools: [sendEmail, deleteEmail] });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('send_email');
    expect(a.missing_parameters).toEqual(['subject', 'body']);
    expect(JSON.parse(a.record.arguments)).toEqual({ to: 'bob@example.com' });
  });

  it('calls the only weather tool for the weather in a city in a unit', () => {
    const a = guard({ request: 'weather today in Boston in fahrenheit?', tools: [currentWeather] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ location: 'Boston', unit: 'fahrenheit' });
  });

  it('reads talk about the weather as asking for the weather tool', () => {
    const sunny = guard({ request: 'Is it sunny in Madrid right now, in celsius?', tools: [currentWeather] });
    expect(sunny.action).toBe('CALL');
    expect(JSON.parse(sunny.record.arguments)).toEqual({ location: 'Madrid', unit: 'celsius' });
    const snow = guard({ request: 'Will it snow in Denver?', tools: [currentWeather, sendEmail] });
    expect(snow.action).toBe('CLARIFY');
    expect(snow.tool).toBe('get_current_weather');
    expect(snow.missing_parameters).toEqual(['unit']);
  });

  it('does not take talk about a subject as asking for another operation on it, nor for its alternative', () => {
    const light = {
      name: 'setLightState',
      description: 'Turn a light on or off.',
      parameters: { type: 'object', properties: { room: { type: 'string' }, on: { type: 'boolean' } }, required: ['room', 'on'] },
    };
    expect(guard({ request: 'Buy two lamps for the office', tools: [light] }).action).toBe('ABSTAIN');
    const sunrise = {
      name: 'get_sunrise',
      description: 'Time of sunrise at a place.',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    };
    expect(guard({ request: 'When is sunset in Oslo?', tools: [sunrise] }).action).toBe('ABSTAIN');
  });

  const kitchen = [
    { name: 'search_recipes', description: 'Search recipes by dish or ingredient.', parameters: { type: 'object', properties: { query: { type: 'string', description: 'Dish or ingredient' } }, required: ['query'] } },
    { name: 'add_to_shopping_list', description: 'Add an item to the shopping list.', parameters: { type: 'object', properties: { item: { type: 'string', description: 'Item' } }, required: ['item'] } },
    { name: 'set_oven', description: 'Preheat the oven to a temperature.', parameters: { type: 'object', properties: { degrees: { type: 'number', description: 'Temperature' } }, required: ['degrees'] } },
  ];

  it('takes the one tool of a catalogue that a request matches far better than the others', () => {
    const a = guard({ request: 'Show me dishes with tofu', tools: kitchen });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('search_recipes');
  });

  it('does not read a word after a determiner as the operation asked (`a new oven` sets nothing)', () => {
    expect(guard({ request: 'Buy a new oven', tools: kitchen }).action).toBe('ABSTAIN');
  });

  it('does not delete an email when asked to find emails', () => {
    const a = guard({ request: 'Find emails from Amazon', tools: [sendEmail, deleteEmail] });
    expect(a.tool).not.toBe('delete_email');
  });

  it('still abstains for a request about something no tool does', () => {
    expect(guard({ request: 'Set up an auto-reply while I am on vacation', tools: [sendEmail, deleteEmail] }).action).toBe('ABSTAIN');
  });

  it('never calls a tool for a request in another language; it may ask about one', () => {
    const fr = guard({ request: 'Quel temps fait-il à Boston en fahrenheit ?', tools: [currentWeather] });
    expect(fr.action).not.toBe('CALL');
    const de = guard({ request: 'Schreib eine E-Mail an chef@firma.de', tools: [sendEmail, deleteEmail] });
    expect(de.action).not.toBe('CALL');
  });

  // a Slack-like catalogue: dotted names whose prefix is a namespace (`chat`, `users`, `payments`)
  const dotted = [
    {
      name: 'chat.postMessage',
      description: 'Sends a message to a channel.',
      parameters: { type: 'object', properties: { channel: { type: 'string', description: 'Channel name or id' }, text: { type: 'string', description: 'Text of the message' } }, required: ['channel', 'text'] },
    },
    {
      name: 'users.setStatus',
      description: "Set the user's status text and emoji.",
      parameters: { type: 'object', properties: { status_text: { type: 'string', description: 'Status text' }, status_emoji: { type: 'string', description: 'Emoji' } }, required: ['status_text'] },
    },
    {
      name: 'payments.createPayment',
      description: 'Create a payment to a recipient.',
      parameters: {
        type: 'object',
        properties: { recipient: { type: 'string', description: 'Who receives the money' }, amount: { type: 'number', description: 'Amount' }, currency: { type: 'string', enum: ['USD', 'EUR'] } },
        required: ['recipient', 'amount'],
      },
    },
  ];

  it('reads a dotted name by its last segment: the namespace need not be named', () => {
    const status = guard({ request: 'Update my status', tools: dotted });
    expect(status).toMatchObject({ action: 'CLARIFY', tool: 'users.setStatus', missing_parameters: ['status_text'] });
    const post = guard({ request: 'Post a message to the channel', tools: dotted });
    expect(post).toMatchObject({ action: 'CLARIFY', tool: 'chat.postMessage' });
    expect(guard({ request: "Change my status to 'in a meeting'", tools: dotted })).toMatchObject({ action: 'CALL', tool: 'users.setStatus' });
    expect(guard({ request: 'Book a flight to Denver', tools: dotted }).action).toBe('ABSTAIN');
  });

  it('reads the object of a name whose last segment is a bare verb from its description', () => {
    const tools = [
      ...dotted,
      {
        name: 'conversations.create',
        description: 'Create a channel in the workspace.',
        parameters: { type: 'object', properties: { name: { type: 'string', description: 'Name of the channel' } }, required: ['name'] },
      },
    ];
    expect(guard({ request: 'Create a new channel', tools })).toMatchObject({ action: 'CLARIFY', tool: 'conversations.create', missing_parameters: ['name'] });
    expect(guard({ request: 'Archive the marketing channel', tools }).action).not.toBe('CALL');
  });

  it('takes a request whose verb is the thing a create tool makes as asking for it', () => {
    const a = guard({ request: 'Pay Jordan 40 euros', tools: dotted });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('payments.createPayment');
    // the verb opening the sentence is not part of the name, nor is the amount after it
    expect(JSON.parse(a.record.arguments)).toEqual({ recipient: 'Jordan', amount: 40, currency: 'EUR' });
  });

  it('asks about the one tool a plain request for its object needs ("Get me a ride", "I need a ride to the airport")', () => {
    const tools = [
      {
        name: 'book_ride',
        description: 'Book a ride to a destination.',
        parameters: { type: 'object', properties: { destination: { type: 'string' }, tier: { type: 'string', enum: ['economy', 'comfort', 'premium_black'] } }, required: ['destination'] },
      },
    ];
    // `get me a ...` asks to obtain a thing, not to read about it; `to the airport` is a value of the destination
    for (const request of ['Get me a ride to the airport', 'I need a ride to the airport', 'Get me a comfort ride']) {
      expect(guard({ request, tools })).toMatchObject({ action: 'CLARIFY', tool: 'book_ride' });
    }
    expect(guard({ request: 'What is the capital of Australia?', tools }).action).toBe('ABSTAIN');
  });

  it('gives an identifier parameter only a value written like one, never a name or a street address', () => {
    const tools = [
      {
        name: 'ride.status',
        description: 'Get the current status of a booked ride.',
        parameters: { type: 'object', properties: { ride_id: { type: 'string', description: 'Identifier of the ride' } }, required: ['ride_id'] },
      },
      {
        name: 'ride.cancel',
        description: 'Cancel a ride that has been booked.',
        parameters: { type: 'object', properties: { ride_id: { type: 'string', description: 'Identifier of the ride' } }, required: ['ride_id'] },
      },
    ];
    for (const request of ['Book me an Uber', 'Call a ride for me from 77 Massachusetts Ave']) {
      const a = guard({ request, tools });
      expect(a.action).not.toBe('CALL');
      expect(JSON.parse(a.record.arguments)).not.toHaveProperty('ride_id');
    }
    expect(guard({ request: 'Cancel ride R-7731', tools })).toMatchObject({ action: 'CALL', tool: 'ride.cancel', record: { arguments: '{"ride_id":"R-7731"}' } });
  });

  it('never calls a tool of a dotted catalogue for a request in another language', () => {
    for (const request of ['Zahle Jordan 40 Euro', 'Envoie un message au canal #general', '支払いを作成して']) {
      expect(guard({ request, tools: dotted }).action).not.toBe('CALL');
    }
  });

  // catalogues of the fourth round's development set (tools/bench/data/tool-requests/dev2)
  const social = [{"name": "tweets.create", "description": "Post a tweet on behalf of the user.", "parameters": {"type": "object", "properties": {"text": {"type": "string", "description": "Text of the tweet"}, "reply_to": {"type": "string", "description": "ID of the tweet to reply to"}}, "required": ["text"]}}, {"name": "tweets.search", "description": "Search recent tweets matching a query.", "parameters": {"type": "object", "properties": {"query": {"type": "string", "description": "Search query, e.g. a word or #hashtag"}}, "required": ["query"]}}, {"name": "users.follow", "description": "Follow a user.", "parameters": {"type": "object", "properties": {"username": {"type": "string", "description": "Handle of the user to follow"}}, "required": ["username"]}}, {"name": "tweets.like", "description": "Like a tweet.", "parameters": {"type": "object", "properties": {"tweet_id": {"type": "string", "description": "ID of the tweet"}}, "required": ["tweet_id"]}}, {"name": "tweets.delete", "description": "Delete a tweet the user posted.", "parameters": {"type": "object", "properties": {"tweet_id": {"type": "string", "description": "ID of the tweet"}}, "required": ["tweet_id"]}}];
  const contacts = [{"name": "createContact", "description": "Create a new contact.", "parameters": {"type": "object", "properties": {"name": {"type": "string", "description": "Full name"}, "phone": {"type": "string", "description": "Phone number"}, "email": {"type": "string", "description": "Email address"}}, "required": ["name"]}}, {"name": "searchContacts", "description": "Search the user's contacts by name, email or phone.", "parameters": {"type": "object", "properties": {"query": {"type": "string", "description": "Text to match"}}, "required": ["query"]}}, {"name": "updateContact", "description": "Update a contact's phone number or email address.", "parameters": {"type": "object", "properties": {"contact_id": {"type": "string", "description": "ID of the contact"}, "phone": {"type": "string", "description": "New phone number"}, "email": {"type": "string", "description": "New email address"}}, "required": ["contact_id"]}}, {"name": "deleteContact", "description": "Delete a contact.", "parameters": {"type": "object", "properties": {"contact_id": {"type": "string", "description": "ID of the contact"}}, "required": ["contact_id"]}}];

  it('takes a request opening with the thing a tool makes, used as a verb, as asking to make it (`Tweet \'...\'`)', () => {
    expect(guard({ request: "Tweet 'Just shipped v2.0!'", tools: social })).toMatchObject({ action: 'CALL', tool: 'tweets.create' });
    // a description opening with a word of the name and a determiner (`Like a tweet.`) names the tool's operation
    expect(guard({ request: 'Block this user', tools: social }).action).toBe('ABSTAIN');
  });

  it('does not read a question without an operation verb as asking to create (`Do I have an email address for Kevin?`)', () => {
    expect(guard({ request: 'Do I have an email address for Kevin?', tools: contacts }).tool).not.toBe('createContact');
    expect(guard({ request: 'Save a new contact for Dr. Patel', tools: contacts })).toMatchObject({ action: 'CALL', tool: 'createContact' });
  });

  it('reads a short request in French as not English (`Publie un tweet` calls nothing)', () => {
    expect(guard({ request: 'Publie un tweet', tools: social }).action).not.toBe('CALL');
  });
});

describe('guard: the object a request acts on', () => {
  const bike = [
    { name: 'lock_bike', description: 'Lock your bike remotely.', parameters: { type: 'object', properties: {}, required: [] } },
    { name: 'find_bike', description: 'Where your bike is parked right now.', parameters: { type: 'object', properties: {}, required: [] } },
    {
      name: 'share_access',
      description: 'Let a friend unlock and ride your bike.',
      parameters: { type: 'object', properties: { email: { type: 'string', description: "Friend's email" } }, required: ['email'] },
    },
  ];
  it('abstains when the request asks a tool\'s operation of something the tool never speaks of ("Lock the front door")', () => {
    expect(guard({ request: 'Lock the front door', tools: bike }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Report a pothole on Elm Road', tools: bike }).action).toBe('ABSTAIN');
  });
  it('still calls the tool when the request names its object ("Lock my bike")', () => {
    const a = guard({ request: 'Lock my bike', tools: bike });
    expect([a.action, a.tool]).toEqual(['CALL', 'lock_bike']);
  });
});

describe('guard: values of the kind a parameter shows', () => {
  const loans = [
    {
      name: 'renew_loan',
      description: 'Extend a library loan to a new due date.',
      parameters: {
        type: 'object',
        properties: { loan_id: { type: 'string', description: 'Loan ID, e.g. LN-2231' }, due_date: { type: 'string', description: 'New due date, YYYY-MM-DD' } },
        required: ['loan_id', 'due_date'],
      },
    },
  ];
  it('does not take an identifier of another prefix than the example for the record (`FN-332` is no loan)', () => {
    const a = guard({ request: 'Renew FN-332 until 2026-05-01', tools: loans });
    expect(a.action).not.toBe('CALL');
    expect(JSON.parse(a.record.arguments)).not.toHaveProperty('loan_id');
    const b = guard({ request: 'Renew LN-4410 until 2026-05-01', tools: loans });
    expect([b.action, JSON.parse(b.record.arguments)]).toEqual(['CALL', { loan_id: 'LN-4410', due_date: '2026-05-01' }]);
  });
  it('asks for a date rather than taking loose words for it', () => {
    const a = guard({ request: 'Renew loan LN-4410 for the broken shelf book', tools: loans });
    expect(a.action).toBe('CLARIFY');
    expect(a.missing_parameters).toEqual(['due_date']);
  });
});

describe('guard: the operation a request asks for', () => {
  const tickets = [
    fn('issue_ticket', 'Issue a parking permit for a car.', { plate: { type: 'string', description: 'Number plate' } }, ['plate']),
    fn('void_permit', 'Void a permit issued by mistake.', { permit_id: { type: 'string', description: 'Permit ID, e.g. PM-1201' } }, ['permit_id']),
    fn('list_permits', 'Permits of an account.', {}),
    fn('get_zone_map', 'Map of parking zones in a city.', { city: { type: 'string', description: 'City' } }, ['city']),
  ];
  it('asks for the one tool named for the operation the request opens with, though its words for the object differ', () => {
    const a = guard({ request: 'Cancel permit PM-4410, the plate was wrong', tools: tickets });
    expect([a.action, a.tool]).toEqual(['CALL', 'void_permit']);
  });
  it('reads the operation from a later clause when the first only tells the situation', () => {
    const a = guard({ request: "We sold the car, cancel permit PM-4410", tools: tickets });
    expect([a.action, a.tool]).toEqual(['CALL', 'void_permit']);
  });
  it('does not take the verb alone when the object it acts on is one the tool never speaks of', () => {
    const walks = [
      fn('bookWalk', 'Book a dog walk with a walker.', { walkerId: { type: 'string', description: 'Walker' }, date: { type: 'string', description: 'Date, YYYY-MM-DD' } }, ['walkerId', 'date']),
      fn('searchSitters', 'Find pet sitters and dog walkers near an address.', { zipCode: { type: 'string', description: 'ZIP code' } }, ['zipCode']),
      fn('getWalkReport', 'Route map, photos and notes of a finished walk.', { walkId: { type: 'string', description: 'Walk ID' } }, ['walkId']),
    ];
    expect(guard({ request: 'Order dog food', tools: walks }).action).toBe('ABSTAIN');
  });
});

describe('guard: everyday ways of asking for an operation', () => {
  const classes = [
    fn('classes.search', 'Find open yoga classes.', { date: { type: 'string', description: 'Date, YYYY-MM-DD' } }),
    fn('classes.signUp', 'Sign up for a class.', { class_id: { type: 'string', description: 'Class ID, e.g. YC-2231' } }, ['class_id']),
    fn('classes.cancel', 'Withdraw from a class you signed up for.', { class_id: { type: 'string', description: 'Class ID' } }, ['class_id']),
  ];
  it('reads a name opening with a phrasal verb (`signUp`) and idioms of joining and giving up', () => {
    expect(guard({ request: 'count me in for YC-4410', tools: classes }).tool).toBe('classes.signUp');
    const a = guard({ request: "I can't make YC-2231 anymore", tools: classes });
    expect([a.action, a.tool]).toEqual(['CALL', 'classes.cancel']);
    const b = guard({ request: 'Drop me from class YC-4410', tools: classes });
    expect([b.action, b.tool]).toEqual(['CALL', 'classes.cancel']);
  });
  it('reads `get the X done` as asking for the doing', () => {
    const car = [
      fn('scheduleService', 'Book a wash or cleaning of the car at a station.', { date: { type: 'string', description: 'Date, YYYY-MM-DD' } }, ['date']),
      fn('getFaults', 'Error codes the car reports.', {}),
      fn('getBattery', 'Charge level of the car battery.', {}),
    ];
    const a = guard({ request: 'Get the car washed on 2026-05-04', tools: car });
    expect(a.tool).toBe('scheduleService');
  });
});

describe('guard: sending someone things asks for them', () => {
  it('reads `Send me 30 large boxes` as ordering boxes, not as sending a message', () => {
    const tools = [
      fn('order_boxes', 'Order packing boxes delivered to your home.', { quantity: { type: 'integer', description: 'Number of boxes' }, size: { type: 'string', description: 'Box size', enum: ['small', 'large'] } }, ['quantity']),
      fn('track_van', 'Where the van is on moving day.', { booking_id: { type: 'string', description: 'Booking ID' } }, ['booking_id']),
      fn('get_quote', 'Price of a move between two ZIP codes.', { from_zip: { type: 'string', description: 'From ZIP' }, to_zip: { type: 'string', description: 'To ZIP' } }, ['from_zip', 'to_zip']),
    ];
    const a = guard({ request: 'Send me 30 large boxes', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'order_boxes', { quantity: 30, size: 'large' }]);
  });
});

describe('guard: a verb alone is not a request for a tool', () => {
  it('abstains when the request shares only the operation verb with a tool (`Start the dishwasher` for a timer)', () => {
    const tools = { start_timer: 'Start a countdown timer', play_music: 'Play music', send_sms: 'Send a text message' };
    expect(guard({ request: 'Start the dishwasher', tools }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Start a timer', tools }).tool).toBe('start_timer');
  });
});

describe('guard: a word the table does not know, opening the request', () => {
  it('does not take `Sign the petition` as signing up for a shift', () => {
    const tools = [
      fn('shifts.search', 'Find open volunteer shifts.', { city: { type: 'string', description: 'City' } }),
      fn('shifts.signUp', 'Sign up for a volunteer shift.', { shift_id: { type: 'string', description: 'Shift ID, e.g. SH-2231' } }, ['shift_id']),
      fn('hours.summary', 'Total volunteer hours.', { year: { type: 'string', description: 'Year' } }),
    ];
    expect(guard({ request: 'Sign the petition for bike lanes', tools }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Sign me up for shift SH-2231', tools }).tool).toBe('shifts.signUp');
  });
});

describe('guard: a reading asked outright', () => {
  it('calls the one tool a request asks to show, with nothing missing, though its words meet the tool only in part', () => {
    const tools = [
      fn('rides.history', 'Past rides with distance and cost.', { month: { type: 'string', description: 'Month, YYYY-MM' } }),
      fn('rides.estimate_fare', 'Price of a ride of some minutes.', { minutes: { type: 'integer', description: 'Minutes' } }, ['minutes']),
      fn('wallet.top_up', 'Add credit to the wallet.', { amount: { type: 'number', description: 'Amount' } }, ['amount']),
      fn('bikes.unlock', 'Unlock a bike at a dock.', { bike_id: { type: 'string', description: 'Bike ID' } }, ['bike_id']),
    ];
    const a = guard({ request: 'Show my trips from last month', tools });
    expect([a.action, a.tool]).toEqual(['CALL', 'rides.history']);
  });
});

describe('guard: telling what one did', () => {
  it('reads a first-person account of something done, with an amount, as asking to record it', () => {
    const tools = [
      fn('runs.log', 'Record a run you did.', { km: { type: 'number', description: 'Distance in km' }, date: { type: 'string', description: 'Date, YYYY-MM-DD' } }, ['km']),
      fn('runs.summary', 'Total distance run.', { year: { type: 'string', description: 'Year' } }),
      fn('shoes.list', 'Your running shoes and their mileage.', {}),
    ];
    const a = guard({ request: 'I jogged 5 km by the river on 2026-02-21', tools });
    expect(a.tool).toBe('runs.log');
    expect(a.action).not.toBe('ABSTAIN');
  });

  // (round 37) the account may name another person first, or leave the subject out as a diary does; a question is none
  it('reads an account with no subject, or with a person named first, as asking to record it', () => {
    const tools = [
      fn('runs.log', 'Record a run you did.', { km: { type: 'number', description: 'Distance in km' }, runner: { type: 'string', description: 'Runner name' } }, ['km']),
      fn('runs.summary', 'Total distance run.', { year: { type: 'string', description: 'Year' } }),
      fn('shoes.list', 'Your running shoes and their mileage.', {}),
    ];
    for (const request of ['jogged 12 km on Sunday', 'Lena Vogt jogged 12 km on Sunday']) {
      const a = guard({ request, tools });
      expect(a.tool, request).toBe('runs.log');
      expect(a.action, request).not.toBe('ABSTAIN');
    }
    for (const request of ['How far did I run in 2025?', 'Did Lena run 12 km?']) expect(guard({ request, tools }).tool, request).not.toBe('runs.log');
  });
});

describe('guard: the values a request writes', () => {
  it('asks for the one tool taking more of them than any other, every required one among them', () => {
    const fn = (name: string, description: string, properties: Record<string, unknown> = {}, required: string[] = []) => ({ name, description, parameters: { type: 'dict', properties, required } });
    const tools = [
      fn('trips.offer', 'Offer seats in your car for a trip.', { origin: { type: 'string', description: 'From' }, destination: { type: 'string', description: 'To' }, date: { type: 'string', description: 'Date, YYYY-MM-DD' }, seats: { type: 'integer', description: 'Free seats' } }, ['origin', 'destination', 'date']),
      fn('trips.join', 'Take a seat in a shared trip.', { trip_id: { type: 'string', description: 'Trip ID, e.g. TR-310' } }, ['trip_id']),
      fn('drivers.rate', 'Rate a driver after a trip.', { driver_id: { type: 'string', description: 'Driver ID' }, stars: { type: 'integer', description: 'Stars, 1-5' } }, ['driver_id', 'stars']),
      fn('fuel.prices', 'Fuel prices near you.', { city: { type: 'string', description: 'City' } }),
    ];
    const a = guard({ request: 'I drive from Lyon to Geneva on 2026-05-04 and have 2 free seats', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'trips.offer', { origin: 'Lyon', destination: 'Geneva', date: '2026-05-04', seats: 2 }]);
    expect(guard({ request: 'How do I change a flat tyre?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: making, sending and obtaining a thing', () => {
  it('takes `Make prints …` as ordering the prints the tool orders, not a clash of verbs', () => {
    const tools = [
      fn('order_prints', 'Order photo prints.', { size: { type: 'string', description: 'Print size', enum: ['10x15', '13x18', '20x30'] }, copies: { type: 'integer', description: 'Copies' } }, ['size']),
      fn('cancel_order', 'Cancel an order.', { order_id: { type: 'string', description: 'Order ID, e.g. PR-1102' } }, ['order_id']),
      fn('get_order_status', 'Status of an order.', { order_id: { type: 'string', description: 'Order ID' } }, ['order_id']),
      fn('create_album', 'Create an online photo album.', { title: { type: 'string', description: 'Album title' } }, ['title']),
    ];
    const a = guard({ request: 'Make prints of my holiday photos in 10x15', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'order_prints', { size: '10x15' }]);
    expect(guard({ request: 'Make a photo album called Summer', tools }).tool).toBe('create_album');
  });
});

describe('guard: the values decide between two tools the words meet alike', () => {
  it('takes the tool using the date and address written over one that would drop them', () => {
    const fn = (name: string, description: string, properties: Record<string, unknown> = {}, required: string[] = []) => ({ type: 'function', function: { name, description, parameters: { type: 'object', properties, required } } });
    const wine = { type: 'string', description: 'Wine', enum: ['red', 'white', 'rose'] };
    const tools = [
      fn('send_wine', 'Send a bottle of wine as a gift.', { wine, delivery_date: { type: 'string', description: 'Delivery date, YYYY-MM-DD' }, address: { type: 'string', description: 'Recipient address' } }, ['wine', 'delivery_date', 'address']),
      fn('join_wine_club', 'A bottle of wine delivered every month.', { wine }, ['wine']),
      fn('track_shipment', 'Where a wine shipment is.', { shipment_id: { type: 'string', description: 'Shipment ID, e.g. WS-4410' } }, ['shipment_id']),
      fn('cancel_shipment', 'Cancel a shipment.', { shipment_id: { type: 'string', description: 'Shipment ID' } }, ['shipment_id']),
    ];
    const a = guard({ request: 'Deliver a bottle of red wine to 8 Hill Road on 2026-06-01', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'send_wine', { wine: 'red', delivery_date: '2026-06-01', address: '8 Hill Road' }]);
    expect(guard({ request: 'I want red wine delivered every month', tools }).tool).toBe('join_wine_club');
  });
});

describe('guard: a date parameter and a record code', () => {
  it('does not take `TR-310` as a date', () => {
    const tools = [{ name: 'trips.offer', description: 'Offer seats in your car for a trip.', parameters: { type: 'object', properties: { date: { type: 'string', description: 'Date, YYYY-MM-DD' }, destination: { type: 'string', description: 'To' } }, required: ['date', 'destination'] } }];
    const a = guard({ request: 'Offer a trip to Geneva, ride TR-310', tools });
    expect(JSON.parse(a.record.arguments)).not.toHaveProperty('date', 'TR-310');
  });
});

describe('guard: a request put as a question to whoever does it', () => {
  it('reads `Could someone repair …?` as asking for the repair, not as a question', () => {
    const tools = [
      fn('bookRepair', 'Repair or replace a leaking pipe or sink.', { date: { type: 'string', description: 'Date, YYYY-MM-DD' } }, ['date']),
      fn('getQuote', 'Price estimate for plumbing work.', { job: { type: 'string', description: 'Job', enum: ['repair', 'install', 'unclog'] } }),
      fn('cancelVisit', 'Cancel a scheduled visit.', { visitId: { type: 'string', description: 'Visit ID, e.g. PV-4410' } }, ['visitId']),
      fn('checkEta', 'When the plumber will arrive.', { visitId: { type: 'string', description: 'Visit ID' } }, ['visitId']),
    ];
    const a = guard({ request: 'Could someone repair the pipe on 2026-04-02?', tools });
    expect([a.action, a.tool]).toEqual(['CALL', 'bookRepair']);
  });
});

describe('guard: sending one of the things a tool orders', () => {
  it('reads `Send nachos to seat F12` as ordering the snack whose item list holds `nachos`', () => {
    const tools = [
      fn('order_snack', 'Order a snack to your seat.', { item: { type: 'string', description: 'Item', enum: ['popcorn', 'nachos', 'soda'] }, seat: { type: 'string', description: 'Seat, e.g. F12' } }, ['item', 'seat']),
      fn('reserve_seat', 'Reserve a cinema seat.', { showing_id: { type: 'string', description: 'Showing ID' } }, ['showing_id']),
      fn('cancel_reservation', 'Cancel a reservation.', { reservation_id: { type: 'string', description: 'Reservation ID' } }, ['reservation_id']),
      fn('list_showings', 'Films showing today.', {}),
    ];
    const a = guard({ request: 'Send nachos to seat F12', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'order_snack', { item: 'nachos', seat: 'F12' }]);
    expect(guard({ request: 'Make popcorn at home', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: the operation asked outright', () => {
  it('asks about the tool that does the operation the request opens with, not one its words alone carried', () => {
    const tools = [
      fn('rent.pay', 'Pay rent for the current month.', { amount: { type: 'number', description: 'Amount in USD' } }, ['amount']),
      fn('rent.balance', 'Rent due and past payments.'),
      fn('packages.list', 'Packages waiting at the front desk.'),
      fn('guests.register', 'Register a visitor.', { guest_name: { type: 'string', description: 'Visitor name' } }, ['guest_name']),
    ];
    const a = guard({ request: 'Pay rent', tools });
    expect([a.action, a.tool, a.missing_parameters]).toEqual(['CLARIFY', 'rent.pay', ['amount']]);
    expect([guard({ request: 'How much rent do I owe?', tools }).tool]).toEqual(['rent.balance']);
  });
});

describe('guard: a verb written as the noun it derives', () => {
  it('reads `payment` in a question as a thing asked about, not as asking to pay', () => {
    const tools = [
      fn('rent.pay', 'Pay rent for the current month.', { amount: { type: 'number', description: 'Amount in USD' } }, ['amount']),
      fn('rent.balance', 'Rent due and past payments.'),
      fn('packages.list', 'Packages waiting at the front desk.'),
      fn('guests.register', 'Register a visitor.', { guest_name: { type: 'string', description: 'Visitor name' } }, ['guest_name']),
    ];
    expect(guard({ request: 'Did my last rent payment go through?', tools }).tool).toBe('rent.balance');
    expect(guard({ request: 'Pay my rent of $1850', tools }).tool).toBe('rent.pay');
  });
});

describe('guard: a light verb opening the request', () => {
  it('asks for no operation of its own: the noun it takes names the tool', () => {
    const repo = { type: 'string', description: 'Repository as owner/name' };
    const tools = [
      fn('create_issue', 'Open a new issue in a repository.', { repo, title: { type: 'string', description: 'Issue title' } }, ['repo', 'title']),
      fn('close_issue', 'Close an issue.', { repo, issue_number: { type: 'integer', description: 'Number of the issue' } }, ['repo', 'issue_number']),
      fn('merge_pull_request', 'Merge a pull request.', { repo, pr_number: { type: 'integer', description: 'Number of the pull request' } }, ['repo', 'pr_number']),
      fn('add_comment', 'Comment on an issue or pull request.', { repo, number: { type: 'integer', description: 'Issue or pull request number' }, text: { type: 'string', description: 'The comment' } }, ['repo', 'number', 'text']),
    ];
    const a = guard({ request: 'Leave a comment on PR 5', tools });
    expect([a.action, a.tool]).toEqual(['CLARIFY', 'add_comment']);
    // (a verb of its own the tool never uses still counts against it)
    expect(guard({ request: 'Translate a comment on PR 5', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: an identifier shaped like a parameter example', () => {
  it('moves the call from a leading tool taking no such record to the one of those tools the words match best', () => {
    const tools = [
      fn('requestEmergencyUnlock', 'Send a locksmith now when you are locked out.', { address: { type: 'string', description: 'Where you are' } }, ['address']),
      fn('getQuote', 'Price estimate for a locksmith service.', { service: { type: 'string', description: 'Service', enum: ['unlock', 'rekey', 'install'] } }),
      fn('cancelVisit', 'Cancel a scheduled visit.', { visitId: { type: 'string', description: 'Visit ID, e.g. V-4410' } }, ['visitId']),
      fn('checkTechnicianEta', 'When the technician will arrive.', { visitId: { type: 'string', description: 'Visit ID' } }, ['visitId']),
    ];
    const a = guard({ request: 'When will the locksmith get here for V-4410?', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'checkTechnicianEta', { visitId: 'V-4410' }]);
    expect(guard({ request: 'How much does a locksmith charge to rekey?', tools }).tool).toBe('getQuote');
  });
});

describe('guard: an allowed value of one tool alone', () => {
  it('names that tool when nothing else carried one over the threshold', () => {
    const tools = [
      fn('get_moon_phase', 'Moon phase and illumination for a date.', { date: { type: 'string', description: 'Date, YYYY-MM-DD' } }, ['date']),
      fn('get_sun_times', 'Sunrise and sunset times for a place and date.', { location: { type: 'string', description: 'City or coordinates' } }, ['location']),
      fn('get_planet_visibility', 'When and where a planet is visible in the night sky.', { planet: { type: 'string', description: 'Planet', enum: ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] }, location: { type: 'string', description: 'City' } }, ['planet', 'location']),
      fn('get_sky_darkness', 'Light pollution (Bortle class) at a location.', { location: { type: 'string', description: 'City or coordinates' } }, ['location']),
    ];
    const a = guard({ request: 'Can I see Mars this week?', tools });
    expect([a.action, a.tool]).toEqual(['CLARIFY', 'get_planet_visibility']);
    expect(guard({ request: 'How far away is Mars from Earth?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a calendar date written in the request', () => {
  it('is meant for a tool taking a date: a leader taking none gives way', () => {
    const vehicle = { type: 'string', description: 'Vehicle ID, e.g. van-12' };
    const tools = [
      fn('vehicles.locate', 'Current location of a vehicle.', { vehicle_id: vehicle }, ['vehicle_id']),
      fn('trips.history', 'Trips a vehicle drove on a day.', { vehicle_id: vehicle, date: { type: 'string', description: 'Day, YYYY-MM-DD' } }, ['vehicle_id', 'date']),
      fn('fuel.report', 'Fuel spending for a month.', { month: { type: 'string', description: 'Month, YYYY-MM' } }, ['month']),
      fn('drivers.assign', 'Assign a driver to a vehicle.', { vehicle_id: vehicle, driver: { type: 'string', description: 'Driver name' } }, ['vehicle_id', 'driver']),
    ];
    expect(guard({ request: 'Where did van-7 go on 2026-03-03?', tools }).tool).toBe('trips.history');
    expect(guard({ request: 'Where is van-7 right now?', tools }).tool).toBe('vehicles.locate');
  });
});

describe('guard: a sum of money written in the request', () => {
  it('is meant for a tool taking an amount when nothing else was chosen', () => {
    const tools = [
      fn('account.balance.get', 'Current balance of the prepaid toll account.'),
      fn('account.replenish', 'Add money to the prepaid toll account.', { amount: { type: 'number', description: 'Amount in USD' } }, ['amount']),
      fn('vehicles.add', 'Add a vehicle to the toll account.', { plate: { type: 'string', description: 'License plate number' } }, ['plate']),
      fn('violations.pay', 'Pay a toll violation notice.', { noticeNumber: { type: 'string', description: 'Violation notice number, e.g. T0123456789' } }, ['noticeNumber']),
    ];
    const a = guard({ request: 'Top up my E-ZPass with 40 dollars', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'account.replenish', { amount: 40 }]);
    expect(guard({ request: 'How much is a parking ticket in New York?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a value of a kind of its own written in the request', () => {
  it('(a number with its unit) is meant for a tool taking a number in that unit when nothing else was chosen', () => {
    const account = { type: 'string', description: 'Water account number' };
    const tools = [
      fn('get_latest_bill', 'Get the amount and due date of the latest water bill.', { account }, ['account']),
      fn('submit_reading', 'Submit a water meter reading.', { account, reading: { type: 'number', description: 'Value shown on the meter' } }, ['account', 'reading']),
      fn('get_consumption_history', 'Get water consumption per month for the past months.', { account, months: { type: 'integer', description: 'How many months back' } }, ['account']),
      fn('report_leak', 'Report a leak or burst main at an address.', { address: { type: 'string', description: 'Address of the leak' } }, ['address']),
    ];
    const a = guard({ request: 'How much water did we go through over the last 6 months? Account 7731-0042', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'get_consumption_history', { account: '7731-0042', months: 6 }]);
    // hours are not months
    expect(guard({ request: 'How much water should I drink in 6 hours?', tools }).action).toBe('ABSTAIN');
  });

  it('(a time of day) is meant for a tool taking a time when nothing else was chosen', () => {
    const fn = (name: string, description: string, properties: Record<string, unknown> = {}, required: string[] = []) => ({ name, description, parameters: { type: 'dict', properties, required } });
    const tools = [
      fn('rides.search', 'Find carpools going your way.', { destination: { type: 'string', description: 'To' } }, ['destination']),
      fn('rides.join', 'Take a seat in a carpool.', { ride_id: { type: 'string', description: 'Ride ID, e.g. RD-310' } }, ['ride_id']),
      fn('drivers.rate', 'Rate a driver after a ride.', { driver_id: { type: 'string', description: 'Driver ID, e.g. DR-77' }, stars: { type: 'integer', description: 'Stars, 1-5' } }, ['driver_id', 'stars']),
      fn('commute.setSchedule', 'Set your regular commute days and departure time.', { days: { type: 'array', description: 'Weekdays' }, departure_time: { type: 'string', description: 'Departure time, HH:MM' } }, ['days']),
    ];
    const a = guard({ request: 'I commute Monday to Friday leaving at 07:45', tools });
    expect([a.action, a.tool]).toEqual(['CALL', 'commute.setSchedule']);
    expect(guard({ request: 'What time is it in Tokyo at 07:45 here?', tools }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Remind me to call mom at 7pm', tools }).action).toBe('ABSTAIN');
  });

  it('(a count of things) is meant for a tool taking a quantity when nothing else was chosen', () => {
    const tools = [
      fn('list_menu', "Today's breads, pastries and cakes.", { category: { type: 'string', description: 'Category', enum: ['bread', 'pastry', 'cake'] } }),
      fn('preorder', 'Reserve baked goods for pickup.', { item: { type: 'string', description: 'Product' }, quantity: { type: 'integer', description: 'How many' }, pickup_date: { type: 'string', description: 'Pickup date, YYYY-MM-DD' } }, ['item', 'quantity', 'pickup_date']),
      fn('cancel_order', 'Cancel an order.', { order_number: { type: 'string', description: 'Order number, e.g. B-5512' } }, ['order_number']),
      fn('check_allergens', 'Allergens and ingredients of a product.', { item: { type: 'string', description: 'Product' } }, ['item']),
    ];
    const a = guard({ request: 'Reserve 4 bagels', tools });
    expect([a.action, a.tool]).toEqual(['CLARIFY', 'preorder']);
    expect(guard({ request: 'I ate 4 bagels today, is that bad?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: the values a request writes that one tool alone takes', () => {
  it('choose that tool when nothing else was chosen, whatever verb the request uses, if its words meet the tool at all', () => {
    const tools = [
      fn('book_service', 'Book a bike service appointment at the shop.', { date: { type: 'string', description: 'Appointment date, YYYY-MM-DD' }, bike: { type: 'string', description: 'Bike make and model' } }, ['date']),
      fn('get_repair_status', 'Status of a bike left for repair.', { ticket: { type: 'string', description: 'Repair ticket, e.g. BR-1001' } }, ['ticket']),
      fn('list_parts', 'Parts in stock by category.', { category: { type: 'string', description: 'Category, e.g. brakes' } }, ['category']),
      fn('get_quote', 'Price estimate for a repair.', { repair: { type: 'string', description: 'Repair wanted' } }, ['repair']),
    ];
    const a = guard({ request: 'My bike needs a tune-up, can you take it on 2026-05-03?', tools });
    expect([a.action, a.tool]).toEqual(['CALL', 'book_service']);
    expect(guard({ request: 'What happened in history on 2026-05-03?', tools }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Will it rain on 2026-05-03?', tools }).action).toBe('ABSTAIN');
    // of two tools taking a date, the one the request's words meet
    const more = [...tools, fn('group_rides', 'Club group rides leaving from the store on a day.', { day: { type: 'string', description: 'Day, YYYY-MM-DD' } }, ['day'])];
    expect(guard({ request: 'My bike needs a tune-up, can you take it on 2026-05-03?', tools: more }).tool).toBe('book_service');
    expect(guard({ request: 'What happened in history on 2026-05-03?', tools: more }).action).toBe('ABSTAIN');
  });
});

describe('guard: a question asking how far something has got', () => {
  // a bike repair shop; requests written for this test
  const tools = [
    fn('book_service', 'Book a bike service appointment at the shop.', { date: { type: 'string', description: 'Appointment date, YYYY-MM-DD' }, bike: { type: 'string', description: 'Bike make and model' } }, ['date']),
    fn('get_repair_status', 'Status of a bike left for repair.', { ticket: { type: 'string', description: 'Repair ticket, e.g. BR-1001' } }, ['ticket']),
    fn('list_parts', 'Parts in stock by category.', { category: { type: 'string', description: 'Category, e.g. brakes' } }, ['category']),
    fn('get_quote', 'Price estimate for a repair.', { repair: { type: 'string', description: 'Repair wanted' } }, ['repair']),
  ];

  it("is answered by the catalogue's one status tool when the thing asked about is its own", () => {
    for (const request of ['Is my bike ready yet?', 'Has my e-bike been done?', "Where's my bike?"]) {
      const a = guard({ request, tools });
      expect([a.action === 'ABSTAIN', a.tool]).toEqual([false, 'get_repair_status']);
    }
  });

  it('leaves a parameter showing a prefixed identifier by example without plain words to fill it', () => {
    const a = guard({ request: 'Is my bike ready yet?', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments), a.missing_parameters]).toEqual(['CLARIFY', 'get_repair_status', {}, ['ticket']]);
    expect(JSON.parse(guard({ request: 'Is BR-1002 ready yet?', tools }).record.arguments)).toEqual({ ticket: 'BR-1002' });
  });

  it('takes the place of a tool carried over the threshold by the words of the state asked about', () => {
    const contracts = [
      fn('send_contract', 'Send a contract to be signed.', { contract_id: { type: 'string', description: 'Contract, e.g. C-10' }, email: { type: 'string', description: 'Signer email' } }, ['contract_id', 'email']),
      fn('get_contract_status', 'Where a contract is: sent, viewed, completed.', { contract_id: { type: 'string', description: 'Contract id' } }, ['contract_id']),
      fn('download_signed_contract', 'Download the signed PDF of a contract.', { contract_id: { type: 'string', description: 'Contract id' } }, ['contract_id']),
      fn('list_templates', 'Saved contract templates.'),
    ];
    expect(guard({ request: 'Has C-12 been signed yet?', tools: contracts }).tool).toBe('get_contract_status');
    expect(guard({ request: 'Download the signed C-12', tools: contracts }).tool).toBe('download_signed_contract');
  });

  it("abstains when the thing asked about is not the tool's or the question asks no progress", () => {
    // (`Is my bike loan approved yet?` asks about a loan, though the bike is the shop's)
    for (const request of ['Is my flight delayed?', 'Is my pizza ready yet?', 'Where is the nearest bike shop?', 'Are bikes allowed on the train yet?', 'Is it too late to cancel?', 'Is my bike loan approved yet?'])
      expect(guard({ request, tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a question asking when a place opens or closes', () => {
  it("is answered by the catalogue's one opening-hours tool when the place asked about is its own", () => {
    // a gallery app; requests written for this test
    const gallery = { type: 'string', description: 'Gallery identifier' };
    const tools = [
      fn('searchShows', 'Find current and upcoming shows.', { city: { type: 'string', description: 'City' } }, ['city']),
      fn('buyEntry', 'Buy entry tickets for a gallery.', { galleryId: gallery, date: { type: 'string', description: 'Visit date, YYYY-MM-DD' } }, ['galleryId', 'date']),
      fn('getGalleryHours', "A gallery's opening hours.", { galleryId: gallery }, ['galleryId']),
      fn('getAccessInfo', 'Step-free access and quiet times of a gallery.', { galleryId: gallery }, ['galleryId']),
    ];
    const a = guard({ request: 'When does GAL-4 close today?', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'getGalleryHours', { galleryId: 'GAL-4' }]);
    expect(guard({ request: 'Is the gallery open late on Fridays?', tools }).tool).toBe('getGalleryHours');
    expect(guard({ request: 'What time does the bank open?', tools }).action).toBe('ABSTAIN');
    expect(guard({ request: 'What time does Walmart close?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a question asking how much of something is left, used or owed', () => {
  it("is answered by the catalogue's one balance, usage or bill tool when the thing asked about is its own", () => {
    // a prepaid phone plan; requests written for this test
    const line = { type: 'string', description: 'Phone number' };
    const tools = [
      fn('plans.list', 'Available plans and their prices.'),
      fn('getUsage', 'Data, minutes and texts consumed this cycle.', { phone: line }, ['phone']),
      fn('getBill', 'The current statement and amount due.', { phone: line }),
      fn('topUp', 'Add credit to a line.', { phone: line, amount: { type: 'number', description: 'Amount in USD' } }, ['phone', 'amount']),
      fn('getBalance', 'Prepaid credit remaining on a line.', { phone: line }, ['phone']),
    ];
    const a = guard({ request: 'How much data have I used?', tools });
    expect([a.action, a.tool]).toEqual(['CLARIFY', 'getUsage']);
    expect(guard({ request: 'How much do I owe this month?', tools }).tool).toBe('getBill');
    expect(guard({ request: 'How much credit is left?', tools }).tool).toBe('getBalance');
    for (const request of ['How much sugar is left in the jar?', 'How much fuel have I used on this trip?', 'How much do I owe my landlord?'])
      expect(guard({ request, tools }).action).toBe('ABSTAIN');
  });

  it('(round 39) asked of `you guys`, or as `do I owe … anything`, and of a catalogue billing by invoices', () => {
    const s = (description: string) => ({ type: 'string', description });
    const tools = [
      fn('schedule_cleaning', 'Book a window cleaning.', { date: s('Date') }, ['date']),
      fn('request_quote', 'Ask for a price quote for a job.', { job: s('Job') }, ['job']),
      fn('list_invoices', 'Your invoices, paid and unpaid.', { status: { type: 'string', enum: ['paid', 'unpaid'] } }),
    ];
    for (const request of ['How much do I owe you guys?', 'do we owe you anything?', 'Do I still owe anything?']) expect(guard({ request, tools }).tool, request).toBe('list_invoices');
    expect(guard({ request: 'Do I owe my sister an apology?', tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a question asking whether something is to be had', () => {
  it("is answered by the catalogue's one search tool when it searches by free text or the thing is its own", () => {
    // an outdoor gear shop; requests written for this test
    const order = { type: 'string', description: 'Order number, e.g. OG-1234' };
    const tools = [
      fn('search_gear', "Search the shop's tents, jackets and climbing gear.", { query: { type: 'string', description: 'What to look for' }, max_price: { type: 'number', description: 'Highest price' } }, ['query']),
      fn('get_order', 'Details of an order.', { order }, ['order']),
      fn('return_item', 'Start a return for an order.', { order, reason: { type: 'string', description: 'Why' } }, ['order']),
      fn('store_hours', 'Opening hours of the shop.'),
    ];
    // (sold: any thing; had: a thing the catalogue speaks of, or a name alone)
    for (const request of ['Do you sell trekking poles?', 'Do you have Petzl?', 'Do you have any two-person tents?', 'Any waterproof jackets under $100?', 'Looking for a tent'])
      expect(guard({ request, tools }).tool).toBe('search_gear');
    for (const request of ['Do you have a minute?', 'Do you have time to talk?', 'Any idea who won the game?', 'Any good movies on tonight?', 'Is there a train to Leeds tonight?'])
      expect(guard({ request, tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a statement that something is broken or went wrong', () => {
  it("is a report for the catalogue's one fault-report tool when the thing is its own or the catalogue's", () => {
    // a gym app; requests written for this test
    const s = (description: string) => ({ type: 'string', description });
    const tools = [
      fn('classes.search', 'Find fitness classes.', { date: s('Date') }),
      fn('classes.book', 'Book a class.', { class_id: s('Class id, e.g. C-12') }, ['class_id']),
      fn('report_equipment_issue', 'Report broken gym equipment.', { machine: s('Which machine'), description: s('What is wrong') }, ['description']),
      fn('membership.get', 'Membership details.'),
    ];
    expect(guard({ request: 'The rowing machine keeps breaking', tools }).tool).toBe('report_equipment_issue');
    expect(guard({ request: 'The leg press machine is out of order', tools }).tool).toBe('report_equipment_issue');
    for (const request of ['My car broke down on the highway', "My laptop won't start", 'Is the rowing machine broken?'])
      expect(guard({ request, tools }).action).toBe('ABSTAIN');
  });
});

describe('guard: a question asking what something costs', () => {
  it("is answered by the catalogue's one price, quote or estimate tool when the thing and the work are its own", () => {
    // a car repair shop; requests written for this test
    const s = (description: string) => ({ type: 'string', description });
    const tools = [
      fn('book_service', 'Book a car service appointment.', { date: s('Date'), plate: s('Licence plate') }, ['date', 'plate']),
      fn('get_repair_estimate', 'Estimate the cost of a car repair.', { repair: s('Repair or part, e.g. brake pads'), vehicle: s('Make, model and year') }, ['repair']),
      fn('get_job_status', 'Status of a repair job.', { job_id: s('Job id, e.g. WO-12') }, ['job_id']),
      fn('list_service_history', 'Past services of a car.', { plate: s('Licence plate') }, ['plate']),
    ];
    const a = guard({ request: 'How much would new brake pads cost?', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'get_repair_estimate', { repair: 'brake pads' }]);
    for (const request of ['How much to rent a car for a week?', 'How much is a plane ticket to Rome?', 'How much does it cost to park downtown?'])
      expect(guard({ request, tools }).action).toBe('ABSTAIN');
  });

  it('is not given to a tool doing something else with prices', () => {
    const s = (description: string) => ({ type: 'string', description });
    const tools = [
      fn('rides.search', 'Find shared rides to a city.', { city: s('Destination city') }, ['city']),
      fn('rides.join', 'Join a ride.', { ride_id: s('Ride id, e.g. RD-12') }, ['ride_id']),
      fn('costs.split', 'Split the cost of a ride between riders.', { ride_id: s('Ride id, e.g. RD-12'), total: { type: 'number', description: 'Total' } }, ['ride_id', 'total']),
    ];
    for (const request of ['How much is a monthly ride pass?', 'How much is a monthly train pass for riders?']) expect(guard({ request, tools }).tool).not.toBe('costs.split');
  });

  it('asking for a quote to fix a thing asks for the repair estimate (round 39: a quote is an estimate, fixing repairs)', () => {
    const s = (description: string) => ({ type: 'string', description });
    const tools = [
      fn('ScheduleCleaning', 'Book a gutter cleaning visit.', { address: s('Street address'), date: s('Date') }, ['address', 'date']),
      fn('RequestRepairEstimate', 'Ask for a repair estimate on a damaged gutter or downspout.', { issue: s('What is wrong') }, ['issue']),
      fn('GetInvoices', 'List your invoices.', {}, []),
    ];
    const a = guard({ request: 'a corner came loose in the storm, can I get a quote to fix that', tools });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('RequestRepairEstimate');
  });
});

describe("guard: a parameter's schema format and pattern", () => {
  // a piano school; requests written for this test
  const tools = [
    fn('teachers.search', 'Find piano teachers near a postcode.', { postcode: { type: 'string', description: 'Postcode' } }, ['postcode']),
    fn('lessons.book', 'Book a lesson with a teacher.', { teacher_id: { type: 'string', description: 'Teacher id, e.g. T-12' }, start: { type: 'string', description: 'Start', format: 'date-time' } }, ['teacher_id', 'start']),
    fn('invoices.pay', 'Pay an invoice.', { invoice: { type: 'string', description: 'Invoice number', pattern: '^INV[0-9]{5}$' }, amount: { type: 'number', description: 'Amount' } }, ['invoice', 'amount']),
    fn('recitals.list', 'Upcoming student recitals.'),
    fn('progress.get', 'Practice log and teacher notes.', { student: { type: 'string', description: 'Student name' } }),
  ];
  const without = JSON.parse(JSON.stringify(tools, (k, v: unknown) => (k === 'format' || k === 'pattern' ? undefined : v))) as unknown[];

  it('(format: date-time) makes a parameter take a date and a time, and its tool one taking a date', () => {
    const a = guard({ request: 'Put Mia down for 2026-05-04T15:30 with T-12', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'lessons.book', { teacher_id: 'T-12', start: '2026-05-04T15:30' }]);
    expect(guard({ request: 'Put Mia down for 2026-05-04T15:30 with T-12', tools: without }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Is anyone playing at 2026-05-04T15:30?', tools }).action).toBe('ABSTAIN');
  });

  it('(pattern) shows the shape of an identifier, as an example in the description does', () => {
    const a = guard({ request: 'INV20417 is 45 dollars, take it from my card', tools });
    expect([a.action, a.tool, JSON.parse(a.record.arguments)]).toEqual(['CALL', 'invoices.pay', { invoice: 'INV20417', amount: 45 }]);
    expect(guard({ request: 'INV20417 is 45 dollars, take it from my card', tools: without }).action).toBe('ABSTAIN');
  });

  it('(format: email) makes a parameter ask for an email address', () => {
    const mail = [
      fn('reports.share', 'Share a report.', { report_id: { type: 'string', description: 'Report, e.g. R-12' }, contact: { type: 'string', description: 'Who gets it', format: 'email' } }, ['report_id', 'contact']),
      fn('reports.list', 'List reports.'),
      fn('reports.delete', 'Delete a report.', { report_id: { type: 'string', description: 'Report id' } }, ['report_id']),
    ];
    const a = guard({ request: 'Share R-12 with Dana', tools: mail });
    expect([a.action, a.tool, a.missing_parameters]).toEqual(['CLARIFY', 'reports.share', ['contact']]);
    const b = guard({ request: 'Share R-12 with dana@acme.io', tools: mail });
    expect([b.action, JSON.parse(b.record.arguments)]).toEqual(['CALL', { report_id: 'R-12', contact: 'dana@acme.io' }]);
  });
});

describe('guard: a very long request', () => {
  it('reads its first 2,048 characters: the answer is the one for that part alone', () => {
    const tools = [
      { name: 'send_email', description: 'Send an email.', parameters: { type: 'object', properties: { to: { type: 'string', description: 'Recipient email address' }, subject: { type: 'string' }, body: { type: 'string' } }, required: ['to', 'subject', 'body'] } },
      { name: 'get_current_weather', description: 'Current weather for a location.', parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] } },
    ];
    const long = `Send an email to bob@example.com ${'1 '.repeat(20000)} about the weather in Boston`;
    const head = long.slice(0, 2048);
    const a = guard({ request: long, tools });
    expect(a.action).toBe('CLARIFY');
    const b = guard({ request: head, tools });
    expect([a.action, a.tool, a.record.arguments, a.missing_parameters]).toEqual([b.action, b.tool, b.record.arguments, b.missing_parameters]);
    expect(a.tool).toBe('send_email');
  });
});

describe('guard: a catalogue of very long values', () => {
  it('answers, without throwing, when enum values, defaults or descriptions run to thousands of words', () => {
    const long = (w: string) => w.repeat(10000);
    const scales = ['celsius', 'fahrenheit', 'kelvin'];
    const tool = (extra: Record<string, unknown>) => [
      {
        name: 'convert_temperature',
        description: 'Convert a temperature between scales.',
        parameters: {
          type: 'object',
          properties: { value: { type: 'number' }, from_scale: { type: 'string', enum: scales }, to_scale: { type: 'string', enum: scales }, ...extra },
          required: ['value', 'from_scale', 'to_scale'],
        },
      },
    ];
    const extras = [
      { from_scale: { type: 'string', enum: [long('a1 '), ...scales] }, to_scale: { type: 'string', enum: [long('a1 '), ...scales] } },
      { mode: { type: 'string', enum: [long('a '), 'exact'] } },
      { tags: { type: 'array', items: { type: 'string', enum: [long('to_'), 'tent'] } } },
      { note: { type: 'string', description: `${long('to_')} either 'summary' or 'full'`, default: long('a. ') } },
    ];
    for (const extra of extras) {
      const a = guard({ request: 'Convert 100 fahrenheit to celsius', tools: tool(extra) });
      expect([a.action, JSON.parse(a.record.arguments)]).toEqual(['CALL', { value: 100, from_scale: 'fahrenheit', to_scale: 'celsius' }]);
    }
  });
});
