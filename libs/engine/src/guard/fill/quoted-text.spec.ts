import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: words to be written as they are', () => {
  const card = fn('send_card', 'Send a greeting card to a contact.', { contact_id: str('Contact id, e.g. C-1001'), card_message: str('Message inside the card'), date: { type: 'string', format: 'date' } }, ['contact_id']);

  it('gives the words after `saying` or a label and a colon, to the end, to a parameter taking a written text', () => {
    expect(args('Send a greeting card to C-2044 saying Happy birthday Dana, see you soon.', card)).toMatchObject({ contact_id: 'C-2044', card_message: 'Happy birthday Dana, see you soon.' });
    expect(args('Send a greeting card to C-2044 on 2027-03-02 with the message: Congrats Sam, well done!', card)).toEqual({ contact_id: 'C-2044', date: '2027-03-02', card_message: 'Congrats Sam, well done!' });
  });

  it('gives quoted words to an optional parameter taking a written text', () => {
    expect(args('Send a greeting card to C-2044 and write "thinking of you"', card)).toEqual({ contact_id: 'C-2044', card_message: 'thinking of you' });
  });

  it('keeps a long quote after a verb whole: it is the value, not the request quoted', () => {
    const post = fn('post_update', 'Post a status update.', { text: str('Text of the update') }, ['text']);
    expect(args("Post 'Back online, all good now!'", post)).toEqual({ text: 'Back online, all good now!' });
  });
});

describe('guard: a value written with its sign', () => {
  const post = fn('post_message', 'Post a message to a channel.', { channel: { type: 'string', description: 'Channel name or id' }, text: { type: 'string', description: 'Message' } }, ['channel', 'text']);
  const status = fn('set_status', 'Set my status.', { status_text: { type: 'string', description: 'Status text' }, status_emoji: { type: 'string', description: 'Emoji code, e.g. :palm_tree:' } }, ['status_text']);
  const list = fn('list_files', 'List files in a folder.', { folder: { type: 'string', description: 'Folder name' } }, ['folder']);

  it('keeps # for a channel and :…: for a parameter whose example is so written', () => {
    expect(args("Post 'Deploy finished' to #releases", post)).toEqual({ channel: '#releases', text: 'Deploy finished' });
    expect(args("Set my status to 'On vacation' with :palm_tree:", status)).toEqual({ status_text: 'On vacation', status_emoji: ':palm_tree:' });
  });

  it('drops the sign for a parameter that shows none', () => {
    expect(args('List the files in the #reports folder', list)).toEqual({ folder: 'reports' });
  });
});
