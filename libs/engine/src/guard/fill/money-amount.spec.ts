import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a sum of money for the one parameter asking money', () => {
  const pay = fn('pay_rent', 'Pay rent on a storage unit.', { unitId: { type: 'string', description: 'Unit number' }, amount: { type: 'number', description: 'Amount in USD' } }, ['unitId']);

  it('gives the one sum the request writes to an optional amount', () => {
    expect(args('Pay $129 on unit 318', pay)).toEqual({ unitId: '318', amount: 129 });
    expect(args('Pay rent on unit 318, 40 dollars', pay)).toEqual({ unitId: '318', amount: 40 });
  });

  it('gives no amount where the request writes no sum', () => {
    expect(args('Pay rent on unit 318', pay)).toEqual({ unitId: '318' });
  });
});

describe('guard: a sum of money and a percentage', () => {
  const tip = fn('calculate_tip', 'Calculate a tip.', { bill_amount: { type: 'number', description: 'Total bill' }, tip_percent: { type: 'number', description: 'Tip percentage' } }, ['bill_amount', 'tip_percent']);

  it('gives the sum to the money parameter and the percentage to the percent one, whatever their order', () => {
    expect(args('How much should I tip on a $64 bill at 18%?', tip)).toEqual({ bill_amount: 64, tip_percent: 18 });
    expect(args('Tip 20% on $45', tip)).toEqual({ bill_amount: 45, tip_percent: 20 });
  });
});
