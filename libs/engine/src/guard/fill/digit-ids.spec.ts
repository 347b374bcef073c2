import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });

describe('guard: an identifier led by digits after its noun', () => {
  const cancel = fn('cancel_order', 'Cancel an order.', { order_id: str('The order id') }, ['order_id']);
  const read = fn('mark_as_read', 'Mark an email message as read.', { message_id: str('Message id') }, ['message_id']);
  const search = fn('search_products', 'Search products in a price range.', { query: str('Search words'), min_price: { type: 'number' }, max_price: { type: 'number' } }, ['query']);

  it('reads `order 77-1290` and `message 77af` whole', () => {
    expect(JSON.parse(guard({ request: 'Cancel order 77-1290', tools: [cancel] }).record.arguments)).toEqual({ order_id: '77-1290' });
    expect(JSON.parse(guard({ request: 'Mark message 77af as read', tools: [read] }).record.arguments)).toEqual({ message_id: '77af' });
  });

  it('keeps a range of numbers where no identifier noun labels it', () => {
    const a = JSON.parse(guard({ request: 'Search products for a desk lamp priced 100-500', tools: [search] }).record.arguments);
    expect(a.query).not.toBe('100-500');
  });
});
