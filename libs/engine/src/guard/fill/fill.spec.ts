import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { objectOfVerb } from '../request/verb-object.js';

type Props = Record<string, { type: string; description: string; items?: { type: string } }>;

/** A one-tool catalogue written for these tests. */
function tool(name: string, description: string, properties: Props, required: string[]) {
  return { name, description, parameters: { type: 'dict', properties, required } };
}

function fill(request: string, t: ReturnType<typeof tool>): Record<string, unknown> {
  return JSON.parse(guard({ request, tools: [t] }).record.arguments) as Record<string, unknown>;
}

describe('guard argument values', () => {
  it('reads ordinals as numbers, with the word after them as their unit', () => {
    const inspect = tool('elevator.inspect', 'Inspect the elevator doors on some floors of a tower.', {
      tower: { type: 'string', description: 'The tower code.' },
      floors: { type: 'array', items: { type: 'integer' }, description: 'Floor numbers to inspect.' },
    }, ['tower', 'floors']);
    expect(fill('Inspect the elevator doors of tower T-77 on the 5th, 6th and 9th floors.', inspect)).toEqual({ tower: 'T-77', floors: [5, 6, 9] });
    const era = tool('pottery.styles', 'List pottery styles of a period.', { period: { type: 'string', description: 'The period, e.g. a century.' } }, ['period']);
    expect(fill('Which pottery styles were common in the 12th century?', era)).toEqual({ period: '12th century' });
  });

  it('reads a number with a unit ratio as a quantity, a drive-letter path as a path, a quoted identifier whole', () => {
    const cool = tool('coolant.entropy', 'Entropy change of a coolant.', {
      start_temp: { type: 'integer', description: 'Start temperature in Kelvin.' },
      heat_capacity: { type: 'integer', description: 'Heat capacity in J/K.' },
    }, ['start_temp', 'heat_capacity']);
    expect(fill('Entropy change of a coolant starting at 280K with a heat capacity of 7J/K', cool)).toEqual({ start_temp: 280, heat_capacity: 7 });
    const load = tool('spreadsheet.load', 'Load a spreadsheet file.', { file_path: { type: 'string', description: 'Path to the file.' } }, ['file_path']);
    expect(fill('Load the spreadsheet file D:/reports/q3.xlsx', load)).toEqual({ file_path: 'D:/reports/q3.xlsx' });
    const ticket = tool('ticket.lookup', 'Look up a support ticket.', { ticket_number: { type: 'string', description: 'The ticket number.' } }, ['ticket_number']);
    expect(fill("Look up support ticket number '98765-XYZ'", ticket)).toEqual({ ticket_number: '98765-XYZ' });
  });

  it('reads hours with am/pm on the 24-hour clock, and keeps a written time whole for a text parameter', () => {
    const shop = tool('bakery.find_open', 'Find bakeries open late.', {
      city: { type: 'string', description: 'The city.' },
      closing_hour: { type: 'integer', description: 'Latest closing hour, 24-hour clock.' },
    }, ['city', 'closing_hour']);
    expect(fill('Find bakeries in Lyon open until 10 PM', shop)).toEqual({ city: 'Lyon', closing_hour: 22 });
    const alarm = tool('alarm.set', 'Set an alarm.', { time: { type: 'string', description: 'Time of the alarm.' }, label: { type: 'string', description: 'Label.' } }, ['time']);
    expect(fill('Set an alarm for 7am', alarm)).toEqual({ time: '7am' });
  });

  it('reads a year written before the month, a month with its year, a month name for a month parameter, and gives a day without year the year of the other date', () => {
    const stay = tool('cabin.reserve', 'Reserve a cabin.', {
      check_in_date: { type: 'string', description: 'Check-in date, YYYY-MM-DD.' },
      check_out_date: { type: 'string', description: 'Check-out date, YYYY-MM-DD.' },
      guests: { type: 'integer', description: 'Number of guests.' },
    }, ['check_in_date', 'check_out_date', 'guests']);
    expect(fill('Reserve a cabin for three guests from 2024 May 2nd to May 6th', stay)).toEqual({ check_in_date: '2024-05-02', check_out_date: '2024-05-06', guests: 3 });
    const show = tool('get_theatre_schedule', 'Get the theatre schedule for a given month.', { month: { type: 'string', description: 'The month.' } }, ['month']);
    expect(fill('Get the theatre schedule for September 2025', show)).toEqual({ month: 'September 2025' });
    expect(fill('Get the theatre schedule for December', show)).toEqual({ month: 'December' });
  });

  it('takes a value the parameter description lists when the request writes it (quoted or snake_case, singular or plural)', () => {
    const report = tool('inventory.report', 'Produce an inventory report for a warehouse.', {
      warehouse: { type: 'string', description: 'The warehouse name.' },
      style: { type: 'string', description: "Report style, either 'brief' or 'verbose'. Default is 'brief'." },
      scope: { type: 'string', description: 'Which items: all_items, or only_perishables for goods that spoil.' },
      shelf: { type: 'string', description: "Shelf kind: 'pallets', 'bins'." },
    }, ['warehouse', 'style']);
    expect(fill('Produce a verbose inventory report for warehouse Northgate covering only perishables in the bin shelf', report)).toEqual({
      warehouse: 'Northgate',
      style: 'verbose',
      scope: 'only_perishables',
      shelf: 'bins',
    });
    // A description whose only quoted value is its default lists no option.
    const paint = tool('wall.paint', 'Paint a wall.', { finish: { type: 'string', description: "Paint finish. Default is 'matte'." } }, []);
    expect(fill('Paint a wall with a matte look', paint)).toEqual({});
  });

  it('reads members of small closed classes (diets, cuisines, meals, genres, transport) for the parameter naming the class', () => {
    const cater = tool('catering.order', 'Order catering for an event.', {
      city: { type: 'string', description: 'The city.' },
      cuisine: { type: 'string', description: 'Kind of food.' },
      meal: { type: 'string', description: 'Which meal.' },
      dietary_needs: { type: 'array', items: { type: 'string' }, description: 'Dietary needs of the guests.' },
    }, ['city', 'cuisine', 'meal']);
    expect(fill('Order seafood catering for lunch in Oslo, vegetarian and dairy-free please', cater)).toEqual({
      city: 'Oslo',
      cuisine: 'seafood',
      meal: 'lunch',
      dietary_needs: ['vegetarian', 'dairy-free'],
    });
    const dine = tool('restaurants.find', 'Find restaurants by cuisine near a location.', {
      location: { type: 'string', description: 'The city.' },
      cuisine: { type: 'string', description: 'Type of food.' },
    }, ['location', 'cuisine']);
    expect(fill('Find Italian restaurants in New York City', dine)).toEqual({ location: 'New York City', cuisine: 'Italian' });
    const trip = tool('trip.route', 'Plan a trip route between two towns.', {
      origin: { type: 'string', description: 'Start town.' },
      destination: { type: 'string', description: 'End town.' },
      transport: { type: 'string', description: 'How to travel.' },
    }, ['origin', 'destination']);
    expect(fill('Plan a trip route from Ghent to Bruges by ferry', trip)).toEqual({ origin: 'Ghent', destination: 'Bruges', transport: 'ferry' });
  });

  it('does not offer a value already given to one parameter to another one', () => {
    const gig = tool('gig.search', 'Search live music gigs.', {
      genre: { type: 'string', description: 'Music genre.' },
      kind: { type: 'string', description: 'Kind of venue.' },
      town: { type: 'string', description: 'The town.' },
    }, ['genre', 'kind', 'town']);
    expect(fill('Search Jazz gigs in Leeds', gig)).toEqual({ genre: 'Jazz', town: 'Leeds' });
    const menu = {
      name: 'menu.search',
      description: 'Search menus.',
      parameters: {
        type: 'dict',
        properties: {
          needs: { type: 'array', items: { type: 'string', enum: ['Dairy Free', 'Nut Free'] }, description: 'Needs.' },
          note: { type: 'string', description: 'A note.' },
        },
        required: ['needs', 'note'],
      },
    };
    expect(fill('Search menus that are dairy-free', menu as ReturnType<typeof tool>)).toEqual({ needs: ['Dairy Free'] });
  });

  it('reads numbers the words imply: from rest, a compounding frequency, the next week', () => {
    const sled = tool('sled.final_speed', 'Final speed of a sled sliding down a slope.', {
      initial_speed: { type: 'float', description: 'Initial speed in m/s.' },
      acceleration: { type: 'float', description: 'Acceleration in m/s^2.' },
      duration: { type: 'float', description: 'Duration in seconds.' },
    }, ['initial_speed', 'acceleration', 'duration']);
    expect(fill('Final speed of a sled that starts from rest and slides down a slope accelerating at 2.5 m/s^2 for 4 seconds', sled)).toEqual({
      initial_speed: 0,
      acceleration: 2.5,
      duration: 4,
    });
    const savings = tool('savings.grow', 'Grow a savings balance with compound interest.', {
      balance: { type: 'float', description: 'Starting balance.' },
      rate: { type: 'float', description: 'Yearly rate.' },
      compounds_per_year: { type: 'integer', description: 'How many times interest compounds each year.' },
    }, ['balance', 'rate', 'compounds_per_year']);
    expect(fill('Grow a savings balance of $800 at 2% compounded monthly', savings)).toEqual({ balance: 800, rate: 0.02, compounds_per_year: 12 });
    const tides = tool('tides.forecast', 'Tide forecast for a harbour.', {
      harbour: { type: 'string', description: 'The harbour.' },
      horizon: { type: 'integer', description: 'Number of days to forecast.' },
    }, ['harbour', 'horizon']);
    expect(fill('Tide forecast for Brest harbour over the coming week', tides)).toEqual({ harbour: 'Brest', horizon: 7 });
  });

  it('converts a time to the unit the parameter counts in, rounds to the decimals it asks, reads multiples of pi', () => {
    const timer = tool('kiln.fire', 'Fire a kiln.', {
      temperature: { type: 'integer', description: 'Temperature in Celsius.' },
      hold: { type: 'integer', description: 'Hold time in seconds.' },
    }, ['temperature', 'hold']);
    expect(fill('Fire a kiln at 900 degrees with a hold time of 2 minutes', timer)).toEqual({ temperature: 900, hold: 120 });
    const arc = tool('arc.length', 'Length of a circular arc.', {
      radius: { type: 'float', description: 'Radius.' },
      angle: { type: 'float', description: 'Angle in radians, three decimal places.' },
    }, ['radius', 'angle']);
    expect(fill('Length of a circular arc of radius 3 and angle 0.5 pi', arc)).toEqual({ radius: 3, angle: 1.571 });
  });

  it('reads coordinate pairs with compass letters, an interval whose variable is named twice, a times count, lists joined by and the', () => {
    const hop = tool('flight.great_circle', 'Great-circle distance between two points.', {
      point_a: { type: 'tuple', items: { type: 'float' }, description: 'First point (latitude, longitude).' },
      point_b: { type: 'tuple', items: { type: 'float' }, description: 'Second point (latitude, longitude).' },
    }, ['point_a', 'point_b']);
    expect(fill('Great-circle distance between (51.5 N, 0.12 W) and (33.9 S, 151.2 E)', hop)).toEqual({ point_a: [51.5, -0.12], point_b: [-33.9, 151.2] });
    const mean = tool('calculus.mean_value', 'Mean value of a function over an interval.', {
      expression: { type: 'string', description: 'The function.' },
      bounds: { type: 'array', items: { type: 'float' }, description: 'The interval, start and end.' },
    }, ['expression', 'bounds']);
    expect(fill('Mean value of the function y=2x+1 over the interval from x=0 to x=4', mean)).toEqual({ expression: '2x+1', bounds: [0, 4] });
    const dice = tool('dice.simulate', 'Simulate dice rolls.', {
      target: { type: 'integer', description: 'Face wanted.' },
      rolls: { type: 'integer', description: 'How many rolls.' },
    }, ['target', 'rolls']);
    expect(fill('Simulate dice: roll it 40 times hoping for a 3', dice)).toEqual({ rolls: 40, target: 3 });
    const bands = tool('music.compare_bands', 'Compare music bands.', { bands: { type: 'array', items: { type: 'string' }, description: 'Bands.' } }, ['bands']);
    expect(fill('Compare the music bands Pink Floyd and the Rolling Stones', bands)).toEqual({ bands: ['Pink Floyd', 'Rolling Stones'] });
  });

  it('gives shaped values (e-mail, web address, path, street address) to the parameter asking for that shape', () => {
    const mail = tool('mail.send', 'Send a mail message.', {
      to: { type: 'string', description: 'The email address of the recipient.' },
      subject: { type: 'string', description: 'The subject.' },
    }, ['to', 'subject']);
    expect(fill("Send a mail message to Ann Lee at ann.lee@example.org with the subject 'Hello'", mail)).toEqual({ to: 'ann.lee@example.org', subject: 'Hello' });
    const page = tool('page.word_count', 'Count the words of a page of a site.', {
      page_title: { type: 'string', description: 'Title of the page.' },
      site: { type: 'string', description: 'The website hosting the page.' },
    }, ['page_title', 'site']);
    expect(fill('Count the words of the Privacy Policy page from Example.com', page)).toEqual({ page_title: 'Privacy Policy', site: 'Example.com' });
    const deed = tool('land_registry.deed', 'Get the deed of a property.', {
      address: { type: 'string', description: 'Address of the property.' },
      lot_number: { type: 'string', description: 'Lot number.' },
    }, ['address', 'lot_number']);
    expect(fill('Get the deed of the property at 42 elm avenue, lot number 7781', deed)).toEqual({ address: '42 elm avenue', lot_number: '7781' });
    expect(fill('Get the deed of the property at 4 Privet Drive, lot number 12', deed)).toEqual({ address: '4 Privet Drive', lot_number: '12' });
    const parking = tool('parking.reserve', 'Reserve parking.', { spots: { type: 'integer', description: 'How many spots.' }, city: { type: 'string', description: 'City.' } }, ['spots', 'city']);
    expect(fill('Reserve 2 parking place in Turin', parking)).toEqual({ spots: 2, city: 'Turin' });
  });

  it('reads a capitalized The inside a sentence as part of a name, but not a year after a name', () => {
    const band = tool('band.tour_dates', 'Tour dates of a band.', {
      band: { type: 'string', description: 'The band.' },
      season: { type: 'string', description: 'The season, a year.' },
    }, ['band', 'season']);
    expect(fill('Tour dates of The Cure in the Europe 2019 season', band)).toEqual({ band: 'The Cure', season: '2019' });
  });

  it('reads platform and topic from their prepositions, and takes from/to values listed in the description by their role', () => {
    const scores = tool('arcade.high_scores', 'High scores of an arcade game.', {
      game: { type: 'string', description: 'The game.' },
      platform: { type: 'string', description: 'Where it is played.' },
    }, ['game', 'platform']);
    expect(fill("High scores of the arcade game 'Pac-Man' on Atari", scores)).toEqual({ game: 'Pac-Man', platform: 'Atari' });
    const talks = tool('talks.search', 'Search conference talks.', { topic: { type: 'string', description: 'The subject.' } }, ['topic']);
    expect(fill('Search conference talks related to soil erosion', talks)).toEqual({ topic: 'soil erosion' });
    const convert = tool('kitchen.convert', 'Convert kitchen measures.', {
      amount: { type: 'float', description: 'How much.' },
      from_measure: { type: 'string', description: "Measure to convert from: 'cup', 'pint', 'quart'." },
      to_measure: { type: 'string', description: "Measure to convert to: 'cup', 'pint', 'quart'." },
    }, ['amount', 'from_measure', 'to_measure']);
    expect(fill('Convert kitchen measures: how many cups are in 3 quarts?', convert)).toEqual({ amount: 3, from_measure: 'quart', to_measure: 'cup' });
  });

  it('writes a date in the order the description spells in words', () => {
    const pollen = tool('pollen.count', 'Pollen count.', {
      city: { type: 'string', description: 'The city.' },
      date: { type: 'string', description: 'The date (day/month/year).' },
    }, ['city', 'date']);
    expect(fill('Pollen count in Madrid on 2024-05-09', pollen)).toEqual({ city: 'Madrid', date: '09/05/2024' });
    const slip = tool('pollen.count', 'Pollen count.', {
      city: { type: 'string', description: 'The city.' },
      date: { type: 'string', description: 'The date in the format of MM-DD-YYY.' },
    }, ['city', 'date']);
    expect(fill('Pollen count in Madrid on May 9, 2024', slip)).toEqual({ city: 'Madrid', date: '05-09-2024' });
  });

  it('reads once per unit from every, a number word after the parameter name, and A by B as dimensions in order', () => {
    const yeast = tool('yeast.growth', 'Yeast growth model.', {
      start_cells: { type: 'integer', description: 'Starting number of cells.' },
      division_rate: { type: 'integer', description: 'Divisions per hour.' },
      duration: { type: 'integer', description: 'Total duration in hours.' },
    }, ['start_cells', 'division_rate', 'duration']);
    expect(fill('Yeast growth model starting with 200 cells that divide every hour for 8 hours', yeast)).toEqual({ start_cells: 200, division_rate: 1, duration: 8 });
    const best = tool('bakeries.best', 'Best bakeries of a city.', {
      city: { type: 'string', description: 'The city.' },
      top: { type: 'integer', description: 'How many to return.' },
      min_stars: { type: 'float', description: 'Minimum rating.' },
    }, ['city', 'top']);
    expect(fill('The top three bakeries in Porto rated above 4.5 stars', best)).toEqual({ city: 'Porto', top: 3, min_stars: 4.5 });
    const rug = tool('rug.price', 'Price of a rug.', {
      material: { type: 'string', description: "Material: 'wool' or 'silk'." },
      width: { type: 'integer', description: 'Width in feet.' },
      length: { type: 'integer', description: 'Length in feet.' },
    }, ['material', 'width', 'length']);
    expect(fill('Price of a wool rug of 9 feet by 6 feet', rug)).toEqual({ material: 'wool', length: 9, width: 6 });
  });

  it('reads SI prefixes for a parameter counted in the base unit, feet and inches as inches, scientific notation, tables of numbers', () => {
    const filter = tool('filter.cutoff', 'Cutoff frequency of an RC filter.', {
      resistance: { type: 'float', description: 'Resistance in ohms.' },
      capacitance: { type: 'float', description: 'Capacitance in farads.' },
    }, ['resistance', 'capacitance']);
    expect(fill('Cutoff frequency of an RC filter with resistance 2kΩ and capacitance 10nF', filter)).toEqual({ resistance: 2000, capacitance: 1e-8 });
    const door = tool('door.fits', 'Whether a person fits through a door.', { height: { type: 'integer', description: 'Height of the person in inches.' } }, ['height']);
    expect(fill('Does a person 6ft 2in tall fit through the door?', door)).toEqual({ height: 74 });
    const dust = tool('dust.settling', 'Settling speed of a dust particle.', {
      diameter: { type: 'float', description: 'Diameter in meters.' },
      density: { type: 'float', description: 'Density.' },
    }, ['diameter', 'density']);
    expect(fill('Settling speed of a dust particle of diameter 2e-6 and density 2500', dust)).toEqual({ diameter: 2e-6, density: 2500 });
    const matrix = tool('matrix.determinant', 'Determinant of a matrix.', { matrix: { type: 'array', items: { type: 'array' }, description: 'Rows.' } }, ['matrix']);
    expect(fill('Determinant of the matrix [[1, 2], [3, 4]]', matrix)).toEqual({ matrix: [[1, 2], [3, 4]] });
  });

  it('takes a name a parameter description gives as an example even when the tool speaks of it, and reads f(x) for a func parameter', () => {
    const trophies = tool('trophies.list', 'List trophies of a game on Xbox or Playstation.', {
      game: { type: 'string', description: 'The game.' },
      platform: { type: 'string', description: 'The platform, e.g. Xbox, Playstation.' },
    }, ['game', 'platform']);
    expect(fill('List trophies of Celeste on Playstation', trophies)).toEqual({ game: 'Celeste', platform: 'Playstation' });
    const roots = tool('roots.find', 'Find the roots of a function.', { func: { type: 'string', description: 'The function.' } }, ['func']);
    expect(fill('Find the roots of the function f(x) = x^2 - 4', roots)).toEqual({ func: 'x^2 - 4' });
  });

  it('gives two expression parameters the two expressions written, and matches a one-word listed value by its stem', () => {
    const meet = tool('curves.meeting_point', 'Where two curves meet.', {
      curve_a: { type: 'string', description: 'First function.' },
      curve_b: { type: 'string', description: 'Second function.' },
    }, ['curve_a', 'curve_b']);
    const a = fill('Where do the curves y=x^2 and y=4x-4 meet?', meet);
    expect(a).toEqual({ curve_a: 'x^2', curve_b: '4x-4' });
    const summary = tool('weather.history', 'Weather history of a town.', {
      town: { type: 'string', description: 'The town.' },
      granularity: { type: 'string', description: "Either 'daily' or 'hourly'." },
    }, ['town', 'granularity']);
    expect(fill('Weather history of Graz, hour by hour', summary)).toEqual({ town: 'Graz', granularity: 'hourly' });
  });

  it('reads City, Country as city then country, a possessive name as the person, the maker after from', () => {
    const clock = tool('clock.local_time', 'Local time of a city.', {
      city: { type: 'string', description: 'The city.' },
      country: { type: 'string', description: 'The country of the city.' },
    }, ['city', 'country']);
    expect(fill('Local time of Lima, Peru', clock)).toEqual({ city: 'Lima', country: 'Peru' });
    const novel = tool('books.first_edition', 'First edition of a book.', {
      book_title: { type: 'string', description: 'The title of the book.' },
      author: { type: 'string', description: 'The author.' },
    }, ['book_title', 'author']);
    expect(fill("First edition of Jane Austen's book 'Emma'", novel)).toEqual({ book_title: 'Emma', author: 'Jane Austen' });
    const bike = tool('bike.specs', 'Specifications of a bicycle model.', {
      manufacturer: { type: 'string', description: 'Who makes it.' },
      model: { type: 'string', description: 'The model.' },
    }, ['manufacturer', 'model']);
    expect(fill('Specifications of the Domane bicycle model from Trek', bike)).toEqual({ model: 'Domane', manufacturer: 'Trek' });
  });

  it('takes the words between the opening verb and the next given value as the text to work on', () => {
    const spell = tool('spell', 'Spell out text in a phonetic alphabet.', {
      text: { type: 'string', description: 'The text.' },
      alphabet: { type: 'string', description: "Alphabet: 'NATO' or 'German'." },
    }, ['text', 'alphabet']);
    expect(fill('Spell good night, moon in NATO', spell)).toEqual({ text: 'good night, moon', alphabet: 'NATO' });
    expect(objectOfVerb('Spell my message in NATO', ['NATO'])).toBeNull();
    expect(objectOfVerb('Translate the phrase good luck into German', ['German'])).toBe('good luck');
  });

  it('does not take a name of the kind of thing the tool books as its place', () => {
    const inn = tool('inn.reserve', 'Reserve an inn room.', {
      location: { type: 'string', description: 'City of the inn.' },
      nights: { type: 'integer', description: 'Nights.' },
    }, ['location', 'nights']);
    expect(fill('Reserve 2 nights at the Bluebell inn in York', inn)).toEqual({ location: 'York', nights: 2 });
  });

  it('reads counts of the thing a count parameter counts, a year for a year parameter, features a place is with', () => {
    const tips = tool('garden.tips', 'Gardening tips for a plant.', {
      plant: { type: 'string', description: 'The plant.' },
      count: { type: 'integer', description: 'Number of tips to return.' },
      year: { type: 'integer', description: 'Almanac year.' },
    }, ['plant']);
    expect(fill('Give five gardening tips for tomatoes from the almanac of 2019', tips)).toEqual({ plant: 'tomatoes', count: 5, year: 2019 });
    const cafe = tool('cafe.find', 'Find a cafe.', {
      city: { type: 'string', description: 'The city.' },
      amenities: { type: 'array', items: { type: 'string' }, description: 'Wanted amenities.' },
    }, ['city']);
    expect(fill('Find a cafe with a reading corner in Bern', cafe)).toEqual({ city: 'Bern', amenities: ['reading corner'] });
  });

  it('reads the qualifier of a hyphenated compound, a name with its geographic noun or opponent, a relative time frame, few as a negation', () => {
    const boat = tool('boat.emissions', 'Emissions of a boat trip.', {
      fuel_type: { type: 'string', description: 'The fuel.' },
      river: { type: 'string', description: 'The river or lake.' },
      period: { type: 'string', description: 'Time frame of the trip.' },
    }, ['fuel_type', 'river', 'period']);
    expect(fill('Emissions of a diesel-fueled boat trip on the Danube river next week', boat)).toEqual({ fuel_type: 'diesel', river: 'Danube river', period: 'next week' });
    const court = tool('court.case_summary', 'Summary of a court case.', { case_name: { type: 'string', description: 'The case.' } }, ['case_name']);
    expect(fill('Summary of the court case Roe v. Wade', court)).toEqual({ case_name: 'Roe v. Wade' });
    const profile = tool('profile.traits', 'Profile from traits.', {
      curious: { type: 'boolean', description: 'Curious.' },
      artistic_interests: { type: 'boolean', description: 'Artistic interests.' },
    }, ['curious', 'artistic_interests']);
    expect(fill('Build my profile from traits: I am curious and have few artistic interests', profile)).toEqual({ curious: true, artistic_interests: false });
  });

  it('gives an optional unit parameter described as the unit of another parameter the unit written with that quantity', () => {
    const sphere = tool('sphere.volume', 'Volume of a sphere.', {
      radius: { type: 'float', description: 'The radius.' },
      unit: { type: 'string', description: "The unit of measurement for the radius. Default is 'cm'." },
    }, ['radius']);
    expect(fill('Volume of a sphere with a radius of 3 meters', sphere)).toEqual({ radius: 3, unit: 'meters' });
    const tank = tool('tank.pressure', 'Pressure in a tank.', {
      volume: { type: 'float', description: 'Volume of the tank.' },
      unit: { type: 'string', description: 'The unit of the pressure returned.' },
    }, ['volume']);
    expect(fill('Pressure in a tank of volume 3 liters', tank)).toEqual({ volume: 3 });
  });

  it('does not take the unit written after a number as a plain-word value', () => {
    const lesson = tool('lesson.book', 'Book a lesson.', {
      duration: { type: 'integer', description: 'Length in minutes.' },
      discipline: { type: 'string', description: 'What is taught.' },
    }, ['duration', 'discipline']);
    expect(fill('Book a lesson of 45 minutes in hatha yoga', lesson)).toEqual({ duration: 45, discipline: 'hatha yoga' });
  });

  it('reads the past decade as 10 for a parameter counted in years', () => {
    const trend = tool('glacier.retreat', 'Retreat of a glacier over a period.', {
      glacier: { type: 'string', description: 'The glacier.' },
      period: { type: 'integer', description: 'The period to look back over, in years.' },
    }, ['glacier', 'period']);
    expect(fill('Retreat of the Rhone glacier over the past decade', trend)).toEqual({ glacier: 'Rhone', period: 10 });
  });

  it('keeps an of-phrase of plain words whole', () => {
    const origin = tool('find_origin', 'Find where something originated.', { subject: { type: 'string', description: 'What to look up.' } }, ['subject']);
    expect(fill('Find where the game of chess originated', origin)).toEqual({ subject: 'game of chess' });
  });

  it('reads a conversion: the unit written with the amount is converted from, the one asked for (how many) to', () => {
    const convert = tool('units.convert', 'Convert an amount between units.', {
      amount: { type: 'float', description: 'The amount.' },
      from_unit: { type: 'string', description: 'Unit converted from.' },
      to_unit: { type: 'string', description: 'Unit converted to.' },
    }, ['amount', 'from_unit', 'to_unit']);
    expect(fill('Convert units: how many grams are in 3 ounces?', convert)).toEqual({ amount: 3, from_unit: 'ounces', to_unit: 'grams' });
  });

  it('still reads a city written before the word of the tool it is for', () => {
    const weather = tool('weather.today', 'Today weather of a city.', {
      city: { type: 'string', description: 'The city.' },
      units: { type: 'string', description: "'metric' or 'imperial'." },
    }, ['city']);
    expect(fill('What is the Tokyo weather today in metric units?', weather)).toEqual({ city: 'Tokyo', units: 'metric' });
  });

  it('keeps the guards of those rules: a few is not a negation, a name of another parameter is not a listed value, 10 in diameter is not inches', () => {
    const profile = tool('profile.traits', 'Profile from traits.', {
      curious: { type: 'boolean', description: 'Curious.' },
      artistic_interests: { type: 'boolean', description: 'Artistic interests.' },
    }, ['curious', 'artistic_interests']);
    expect(fill('Build my profile from traits: I am curious and have a few artistic interests', profile)).toEqual({ curious: true, artistic_interests: true });
    const range = tool('calendar.range', 'Events in a calendar range.', {
      start_date: { type: 'string', description: 'First day.' },
      end_label: { type: 'string', description: 'Label of the end, shown after start_date.' },
    }, ['start_date']);
    expect(fill('Events in a calendar range with start date 2024-01-02', range)).toEqual({ start_date: '2024-01-02' });
    const pipe = tool('pipe.flow', 'Flow through a pipe.', {
      length: { type: 'integer', description: 'Length in feet.' },
      diameter: { type: 'integer', description: 'Diameter in inches.' },
    }, ['length', 'diameter']);
    expect(fill('Flow through a pipe 5 ft long and 10 in diameter', pipe)).toEqual({ length: 5, diameter: 10 });
  });

  it('gives a list parameter with an item enum every allowed value the request writes, in order, and checks lists against it', () => {
    const report = {
      name: 'station.report',
      description: 'Weather station report.',
      parameters: {
        type: 'dict',
        properties: {
          station: { type: 'string', description: 'The station.' },
          fields: { type: 'array', items: { type: 'string', enum: ['wind_speed', 'air_pressure', 'rainfall', 'snow_depth'] }, description: 'Fields wanted.' },
        },
        required: ['station', 'fields'],
      },
    };
    const a = guard({ request: 'Weather station report of Davos with rainfall, air pressure and wind speeds', tools: [report] });
    expect(JSON.parse(a.record.arguments)).toEqual({ station: 'Davos', fields: ['rainfall', 'air_pressure', 'wind_speed'] });
    expect(a.meta.valid).toBe(true);
    const b = guard({ request: 'Weather station report of Davos with sunshine hours and humidity', tools: [report] });
    expect(b.action).toBe('CLARIFY');
    expect(b.missing_parameters).toEqual(['fields']);
  });

  it('does not read an item enum value inside a name, nor a one-letter value in lower case', () => {
    const tour = {
      name: 'museum.tour',
      description: 'Plan a museum tour.',
      parameters: {
        type: 'dict',
        properties: {
          museum: { type: 'string', description: 'The museum.' },
          topics: { type: 'array', items: { type: 'string', enum: ['history', 'science', 'art'] }, description: 'Topics.' },
        },
        required: ['museum', 'topics'],
      },
    };
    expect(fill('Plan a museum tour of the Natural History Museum about science and art', tour as ReturnType<typeof tool>)).toEqual({ museum: 'Natural History Museum', topics: ['science', 'art'] });
    const primer = {
      name: 'dna.primer',
      description: 'Design a DNA primer.',
      parameters: { type: 'dict', properties: { bases: { type: 'array', items: { type: 'string', enum: ['A', 'T', 'C', 'G'] }, description: 'Preferred bases.' } }, required: ['bases'] },
    };
    expect(fill('Design a DNA primer rich in G and C', primer as ReturnType<typeof tool>)).toEqual({ bases: ['G', 'C'] });
  });

  it('reads quoted key-value pairs written without braces as an object', () => {
    const update = tool('crm.update_contact', 'Update a CRM contact.', {
      contact_id: { type: 'integer', description: 'The contact id.' },
      changes: { type: 'dict', description: 'Fields to change.' },
    }, ['contact_id', 'changes']);
    expect(fill("Update CRM contact id 881 with 'phone':'555-0101', 'city':'Leeds'", update)).toEqual({ contact_id: 881, changes: { phone: '555-0101', city: 'Leeds' } });
  });

  it('gives a number to a text parameter whose snake_case or camelCase name asks for a number or code', () => {
    const outages = tool('get_outage_map', 'Show current power outages in an area.', { zip_code: { type: 'string', description: 'ZIP code' } }, ['zip_code']);
    expect(fill('Are there outages in 30307?', outages)).toEqual({ zip_code: '30307' });
    const due = tool('GetNextPayment', 'Get the next payment due on a mortgage loan.', { loanNumber: { type: 'string', description: 'Mortgage loan' } }, ['loanNumber']);
    expect(fill('When is my next payment due on loan 7002215564?', due)).toEqual({ loanNumber: '7002215564' });
    const pay = tool('pay_bill', 'Pay the electricity bill.', { account_number: { type: 'string', description: 'Account' }, amount: { type: 'number', description: 'Amount' } }, ['account_number', 'amount']);
    expect(fill('Pay $84.20 on account 5501-2231', pay)).toEqual({ account_number: '5501-2231', amount: 84.2 });
  });

  it('gives a whole number written before a noun to a parameter counting things without naming them', () => {
    const cart = tool('add_to_cart', 'Add a product to the shopping cart.', { product_id: { type: 'string', description: 'Product id, e.g. SKU-1234' }, quantity: { type: 'integer', description: 'How many' } }, ['product_id']);
    expect(fill('Put 3 of item SKU-1002 in the cart', cart)).toEqual({ product_id: 'SKU-1002', quantity: 3 });
    const kits = tool('order_kit', 'Order a home test kit.', { kit: { type: 'string', description: 'Test kit, e.g. A1C' }, quantity: { type: 'integer', description: 'Number of kits' } }, ['kit']);
    expect(fill("I'd like 2 A1C kits mailed to me", kits)).toEqual({ kit: 'A1C', quantity: 2 });
    const brew = tool('brewDrink', 'Brew a coffee drink.', { drink: { type: 'string', description: 'Drink', enum: ['espresso', 'latte'] } as never, cups: { type: 'integer', description: 'Number of cups' } }, ['drink']);
    expect(fill('Two espressos please', brew)).toEqual({ drink: 'espresso', cups: 2 });
    // a number after a noun labels it, a number before a preposition or a unit is no count
    const run = tool('run_zone', 'Run a sprinkler zone.', { zone: { type: 'string', description: 'Zone name' }, count: { type: 'integer', description: 'How many cycles' } }, ['zone']);
    expect(fill('Run the lawn zone 2 for 15 minutes', run)).not.toHaveProperty('count');
  });

  it('gives a parameter named for a number (account_number, card_last4, pin) only a value written with digits', () => {
    const deliver = tool('schedule_delivery', 'Schedule a heating oil delivery.', { account_number: { type: 'string', description: 'Account, e.g. 100482337' }, fuel: { type: 'string', description: 'Fuel type', enum: ['heating oil', 'propane'] } as never }, ['account_number', 'fuel']);
    expect(guard({ request: 'Please send a heating oil delivery as soon as you can', tools: [deliver] }).missing_parameters).toEqual(['account_number']);
    const freeze = tool('freezeCard', 'Freeze a bank card.', { card_last4: { type: 'string', description: 'Last four digits of the card' } }, ['card_last4']);
    expect(fill('Freeze my card ending in 4417', freeze)).toEqual({ card_last4: '4417' });
    const disarm = tool('disarmSystem', 'Disarm the alarm system.', { pin: { type: 'string', description: 'Alarm code' } }, ['pin']);
    expect(fill('Disarm with code 4821', disarm)).toEqual({ pin: '4821' });
  });

  it('gives a calendar date to a date parameter and a time of day to a time parameter, never the hour alone', () => {
    const book = {
      name: 'scheduleHearingTest',
      description: 'Book a hearing evaluation with an audiologist.',
      parameters: { type: 'object', properties: { date: { type: 'string', format: 'date' }, time: { type: 'string', description: 'Preferred start, 24h HH:MM' } }, required: ['date'] },
    };
    expect(fill('book a hearing test, 2027-01-06 at 14:30', book as unknown as ReturnType<typeof tool>)).toEqual({ date: '2027-01-06', time: '14:30' });
    const visit = {
      name: 'request_visit',
      description: 'Request a snow plow visit on a day.',
      parameters: { type: 'object', properties: { propertyId: { type: 'string', description: 'Property id, e.g. P-20418' }, date: { type: 'string', format: 'date' } }, required: ['propertyId'] },
    };
    expect(fill('Request a plow visit at 6am for P-11952', visit as unknown as ReturnType<typeof tool>)).toEqual({ propertyId: 'P-11952' });
  });

  it("gives a parameter with a simple schema pattern only a value the pattern takes", () => {
    const tune = {
      name: 'requestRemoteFineTuning',
      description: 'Ask the audiologist to fine-tune hearing aids remotely.',
      parameters: { type: 'object', properties: { patientId: { type: 'string', description: 'Patient ID', pattern: '^HC[0-9]{6}$' }, concern: { type: 'string', description: 'What sounds wrong' } }, required: ['patientId', 'concern'] },
    };
    expect(fill('Fine-tune my hearing aids, TV is too loud', tune as unknown as ReturnType<typeof tool>)).not.toHaveProperty('patientId');
    expect(fill('Fine-tune my hearing aids remotely for HC204881, the TV sounds tinny', tune as unknown as ReturnType<typeof tool>)).toHaveProperty('patientId', 'HC204881');
  });

  it('takes the enum value whose head word, its own among the values, the request writes', () => {
    const togo = {
      name: 'order-to-go',
      description: 'Order beer to take away from the taproom.',
      parameters: { type: 'object', properties: { beer: { type: 'string', description: 'Beer name from the tap list' }, container: { type: 'string', enum: ['32oz crowler', '64oz growler fill', '4-pack cans', 'case of 24'] } }, required: ['beer', 'container'] },
    };
    expect(fill('Order 2 crowlers of the Midnight Oil stout to take away', togo as unknown as ReturnType<typeof tool>)).toMatchObject({ beer: 'Midnight Oil', container: '32oz crowler' });
    // (a word the tool's own description uses names its topic, not one value: `dispenser` for a water dispenser)
    const fix = {
      name: 'RequestDispenserService',
      description: 'Request a technician for a water dispenser.',
      parameters: { type: 'object', properties: { serial: { type: 'string', description: 'Serial, e.g. WC2049913' }, problem: { type: 'string', enum: ['leaking', 'not cooling', 'broken dispenser', 'noisy'] } }, required: ['serial', 'problem'] },
    };
    expect(fill('the dispenser WC1177320 only gives lukewarm water', fix as unknown as ReturnType<typeof tool>)).not.toHaveProperty('problem');
  });

  it('gives the name after called/named to the parameter named for the thing before it, without the word itself', () => {
    const channel = tool('conversations.create', 'Create a channel.', { name: { type: 'string', description: 'Channel name' } }, ['name']);
    expect(fill('Create a channel called project-apollo', channel)).toEqual({ name: 'project-apollo' });
    const flag = tool('createFlag', 'Create a feature flag in a project.', { projectKey: { type: 'string', description: 'Project key' }, flagKey: { type: 'string', description: 'Key of the new flag' } }, ['projectKey', 'flagKey']);
    expect(fill("Create a flag called 'new-checkout' in project web", flag)).toMatchObject({ flagKey: 'new-checkout' });
  });
});

