import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: the name a text is signed with', () => {
  const card = fn('post_card', 'Post a message on a card.', { card_id: str('Card id, e.g. CD-1234'), message: str('The message'), author_name: str('Name shown under the message') }, ['card_id', 'message']);

  it('reads the words after a verb of signing for a parameter naming the signer', () => {
    expect(args('post on card CD-4412 "Happy birthday, old friend!" sign it Danny & Kim', card)).toEqual({ card_id: 'CD-4412', message: 'Happy birthday, old friend!', author_name: 'Danny & Kim' });
    expect(args('post on card CD-4412 "Congratulations!" signed, the Nguyens', card)).toMatchObject({ author_name: 'the Nguyens' });
  });

  it('reads no signer without a verb of signing', () => {
    expect(args('post on card CD-4412 "Happy birthday, old friend!"', card)).toEqual({ card_id: 'CD-4412', message: 'Happy birthday, old friend!' });
  });
});
