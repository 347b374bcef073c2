import { describe, expect, it } from 'vitest';
import { stem } from '../../lexical/stem.js';
import { guard } from '../guard.js';
import { describedObjects, describesOperation, openingVerb } from './name-fit.js';
import { sameAction } from './actions.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for these tests, of the shapes of the seventh round's development set (dev5)
const s = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });

const parks = [
  fn('search_campgrounds', 'Find campgrounds in or near a park.', { location: s('Park or region') }, ['location']),
  fn('buy_park_pass', 'Buy an entry pass for a park.', { park: s('Park name'), pass_type: s('Pass', { enum: ['day', 'annual'] }) }, ['park', 'pass_type']),
  fn('cancel_reservation', 'Cancel a campsite reservation.', { reservation_id: s('Reservation ID') }, ['reservation_id']),
];

const internet = [
  fn('checkOutage', 'Check for a service outage at an address.', { address: s('Service address') }, []),
  fn('runSpeedTest', 'Run a speed test of the home connection.', {}, []),
  fn('restartRouter', 'Reboot the router remotely.', { routerId: s('Router ID') }, ['routerId']),
];

const trading = [
  fn('place_market_order', 'Buy or sell a cryptocurrency at the market price.', { symbol: s('Ticker'), side: s('Side', { enum: ['buy', 'sell'] }), amount: { type: 'number', description: 'Amount in dollars' } }, ['symbol', 'side', 'amount']),
  fn('get_spot_price', 'Current price of a cryptocurrency.', { symbol: s('Ticker') }, ['symbol']),
  fn('list_transactions', 'History of trades, deposits and withdrawals.', {}, []),
];

const grooming = [
  fn('searchGroomers', 'Find pet groomers near a ZIP code.', { zipCode: s('ZIP code') }, ['zipCode']),
  fn('bookGrooming', 'Book a grooming appointment with a groomer.', { groomerId: s('Groomer ID, e.g. g-12'), date: s('Date, YYYY-MM-DD') }, ['groomerId', 'date']),
  fn('cancelBooking', 'Cancel a booking.', { bookingId: s('Booking ID') }, ['bookingId']),
];

const wallet = [
  fn('createPayment', 'Send money to a recipient.', { recipient: s('Email or phone of the recipient'), amount: { type: 'number', description: 'Amount' } }, ['recipient', 'amount']),
  fn('getBalance', 'Retrieve the current balance of the account.', {}, []),
  fn('listTransactions', 'List recent transactions of the account.', {}, []),
];

describe('operations a request asks for in other words than the tool name', () => {
  it('reads `get a …` as obtaining the thing, not reading it (`Get an annual pass for Yellowstone`)', () => {
    expect(openingVerb('Get an annual pass for Yellowstone')).toBeNull();
    // a reading of something else keeps its `get`
    expect(openingVerb('Get a list of my reservations')).toBe(stem('get'));
    expect(guard({ request: 'Get an annual pass for Yellowstone', tools: parks })).toMatchObject({ action: 'CALL', tool: 'buy_park_pass', });
    expect(JSON.parse(guard({ request: 'Get an annual pass for Yellowstone', tools: parks }).record.arguments)).toEqual({ park: 'Yellowstone', pass_type: 'annual' });
  });

  it('takes a request opening with the thing a tool runs as asking to run it (`Test my connection` → runSpeedTest)', () => {
    expect(guard({ request: 'Test my connection', tools: internet })).toMatchObject({ action: 'CALL', tool: 'runSpeedTest' });
    // a thing the tool does not run is no such request
    expect(guard({ request: 'Paint my fence', tools: internet }).action).toBe('ABSTAIN');
  });

  it('lets a description declare an operation the name does not (`Buy or sell …` for a `sell` request)', () => {
    expect(describesOperation('Buy or sell a cryptocurrency at the market price.', stem('sell'))).toBe(true);
    expect(describesOperation('Place an order to buy or sell shares.', stem('buy'))).toBe(true);
    // a noun of the same stem is no operation of the tool's (`bookings`, `an order`)
    expect(describesOperation('Cancel orders or bookings.', stem('book'))).toBe(false);
    expect(describesOperation('Cancel an order.', stem('order'))).toBe(false);
    // an operation verb of the same group of the general lexicon counts (`Send money` for `transfer`), a noun does not
    expect(describesOperation('Send money to a recipient.', stem('transfer'))).toBe(true);
    expect(describesOperation('Cancel a flight or hotel booking.', stem('book'))).toBe(false);
    expect(guard({ request: 'Transfer 60 dollars to ben@mail.com', tools: wallet })).toMatchObject({ action: 'CALL', tool: 'createPayment' });
    const a = guard({ request: 'Sell $200 of BTC', tools: trading });
    expect(a.tool).toBe('place_market_order');
    expect(a.action).not.toBe('ABSTAIN');
  });

  it('takes scheduling an appointment as booking it (`Schedule a grooming for Max` → CLARIFY bookGrooming)', () => {
    expect(sameAction(stem('schedule'), stem('book'))).toBe(true);
    expect(guard({ request: 'Schedule a grooming for Max tomorrow', tools: grooming })).toMatchObject({ action: 'CLARIFY', tool: 'bookGrooming' });
  });
});

const sheets = [
  fn('spreadsheets.create', 'Create a new spreadsheet.', { title: s('Title') }, ['title']),
  fn('spreadsheets.values.append', 'Append rows after the last row of a table.', { spreadsheetId: s('Spreadsheet ID'), values: { type: 'array', description: 'Rows' } }, ['spreadsheetId', 'values']),
  fn('spreadsheets.export', 'Export a spreadsheet as a file.', { spreadsheetId: s('Spreadsheet ID'), format: s('File format', { enum: ['xlsx', 'csv', 'pdf'] }) }, ['spreadsheetId', 'format']),
];

const giving = [
  fn('search_charities', 'Search registered charities by cause.', { query: s('Cause or name') }, ['query']),
  fn('donate', 'Make a one-off donation to a charity.', { charity_id: s('Charity identifier, e.g. ch-77'), amount: { type: 'number', description: 'Amount' } }, ['charity_id', 'amount']),
  fn('list_donations', 'List past donations.', {}, []),
];

describe('words a request shares with a tool beyond its name and description', () => {
  it('counts a capitalized word that is one of the values a parameter allows (`Save ss-7 as a PDF` → export)', () => {
    expect(guard({ request: 'Download ss-7 as a PDF', tools: sheets })).toMatchObject({ action: 'CALL', tool: 'spreadsheets.export' });
    expect(JSON.parse(guard({ request: 'Download ss-7 as a PDF', tools: sheets }).record.arguments)).toEqual({ spreadsheetId: 'ss-7', format: 'pdf' });
  });

  it('reads giving money as donating (`Give $25 to ch-77` → donate)', () => {
    expect(guard({ request: 'Give $25 to ch-77', tools: giving })).toMatchObject({ action: 'CALL', tool: 'donate', record: { arguments: '{"amount":25,"charity_id":"ch-77"}' } });
    expect(guard({ request: 'Give me a haircut', tools: giving }).action).toBe('ABSTAIN');
  });
});

const sitters = [
  fn('searchSitters', 'Find cat sitters and dog walkers near a ZIP code.', { zipCode: s('ZIP code') }, ['zipCode']),
  fn('tipWalker', 'Add a tip after a walk.', { bookingId: s('Booking ID'), amount: { type: 'number', description: 'Tip' } }, ['bookingId', 'amount']),
  fn('cancelBooking', 'Cancel a booking.', { bookingId: s('Booking ID') }, ['bookingId']),
];

describe('objects a description names in other words than the name', () => {
  it('reads the objects after a description opening with an operation of the name kind (`Find … dog walkers` for searchSitters)', () => {
    expect(describedObjects('Find cat sitters and dog walkers near a ZIP code.', stem('search')).map((o) => o.map((t) => t.stem))).toEqual([
      ['cat', stem('sitters')],
      ['dog', stem('walkers')],
    ]);
    // a description opening with another operation names nothing for the name's
    expect(describedObjects('Add a tip after a walk.', stem('search'))).toEqual([]);
    const a = guard({ request: 'Find a dog walker in 60614', tools: sitters });
    expect(a.tool).toBe('searchSitters');
    expect(a.action).not.toBe('ABSTAIN');
    expect(guard({ request: 'Find a plumber in 60614', tools: sitters }).action).toBe('ABSTAIN');
  });
});

describe('a request asking for a tool operation and writing all its required values', () => {
  it('calls the one tool it points at though other words of it are the user own (`Send $40 to ben@mail.com for the tickets`)', () => {
    expect(guard({ request: 'Send $40 to ben@mail.com for the concert', tools: wallet })).toMatchObject({ action: 'CALL', tool: 'createPayment' });
    // without the operation asked, no such lift
    expect(guard({ request: 'ben@mail.com owes me $40 for the concert', tools: wallet }).action).toBe('ABSTAIN');
  });
});
