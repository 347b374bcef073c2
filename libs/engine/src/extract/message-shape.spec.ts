import { describe, expect, it } from 'vitest';
import { forgetShapes, keepShape, keptShapeLength, shapeCopy, shapeEquals, shapeHash } from './message-shape.js';
import { maskMessage } from './template.js';
import { extract } from './extract.js';
import { mineTemplates } from './template-merge.js';

function shapeOf(s: string): string {
  shapeHash(s, s.length);
  return String.fromCharCode(...shapeCopy());
}

// Characters the masker treats specially, and some it does not.
const ALPHABET = ['0', '7', '1', 'a', 'Z', 'k', '.', '.', '-', '_', ' ', ' ', '\t', '=', ':', ',', ';', '(', ')', '[', ']', '"', "'", '/', '@', '<', '>', '|', '#', '*', '<*>', 'ms', 'KB', 'Dec', 'Sun', '://', '\u00a0', 'é'];

function randomMessage(rand: () => number): string {
  let s = '';
  const n = 1 + Math.floor(rand() * 24);
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(rand() * ALPHABET.length)];
  return s;
}

/** Rewrites every digit run with other digits of another length (the shape must not change). */
function redigit(s: string, rand: () => number): string {
  return s.replace(/\d+/g, () => String(Math.floor(rand() * 10 ** (1 + Math.floor(rand() * 6)))));
}

function lcg(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

describe('message shape', () => {
  it('writes a part holding a digit as 0 (1 next to a colon with a character other than a hex digit) and keeps its final dots, delimiters and other parts', () => {
    expect(shapeOf('blk_-695229 size 67108864')).toBe('0 size 0');
    expect(shapeOf('size 67108864.')).toBe('size 0.');
    expect(shapeOf('a\u00101b:9')).toBe('1:0');
    expect(shapeOf('v1.2.. at /a/b12:80 (x9*y) q1:x')).toBe('0.. at /a/0:0 (x0*y) 1:x');
    expect(shapeOf('0a:1b:cc 0a:1z:cc')).toBe('0:0:cc 0:1:cc');
    expect(shapeOf('no digits, here')).toBe('no digits, here');
  });

  it('writes one shape whether the message is read as ASCII bytes or character by character (a character past 127 in it)', () => {
    const rand = lcg(19);
    const ascii = ALPHABET.filter((a) => /^[\x00-\x7f]+$/.test(a));
    for (let i = 0; i < 3000; i++) {
      let m = '';
      const n = 1 + Math.floor(rand() * 24);
      for (let j = 0; j < n; j++) m += ascii[Math.floor(rand() * ascii.length)];
      // a space ends the last part as the end does: the shape is the ASCII message's and the space and character after
      expect(shapeOf(`${m} \u00e9`), JSON.stringify(m)).toBe(`${shapeOf(m)} \u00e9`);
    }
    expect(shapeOf('a1:b2 x\u00e9 7.')).toBe('0:0 x\u00e9 0.');
  });

  it('tells shapes apart and finds equal ones', () => {
    forgetShapes();
    shapeHash('x 1', 3);
    keepShape();
    shapeHash('id=12 ok', 8);
    const at = keepShape();
    const n = keptShapeLength();
    shapeHash('id=4 ok', 7);
    expect(shapeEquals(at, n)).toBe(true);
    shapeHash('id=4 ko', 7);
    expect(shapeEquals(at, n)).toBe(false);
    shapeHash('id=4 ok.', 8);
    expect(shapeEquals(at, n)).toBe(false);
    shapeHash('x 1', 3);
    expect(shapeEquals(0, 3)).toBe(true);
  });

  it('finds equal shapes kept as bytes or not, whole words and the last characters alike', () => {
    forgetShapes();
    shapeHash('id=\u00e91 ok', 8);
    const wideAt = keepShape();
    const wideN = keptShapeLength();
    shapeHash('abcde', 5);
    const bytesAt = keepShape();
    shapeHash('id=4 ok', 7);
    expect(shapeEquals(wideAt, wideN)).toBe(true);
    shapeHash('id=4 ko', 7);
    expect(shapeEquals(wideAt, wideN)).toBe(false);
    shapeHash('id=\u00e97 ok', 8);
    expect(shapeEquals(wideAt, wideN)).toBe(true);
    shapeHash('abcd\u00e9', 5);
    expect(shapeEquals(bytesAt, 5)).toBe(false);
    shapeHash('abcdf', 5);
    expect(shapeEquals(bytesAt, 5)).toBe(false);
    shapeHash('abXde', 5);
    expect(shapeEquals(bytesAt, 5)).toBe(false);
    shapeHash('abcde', 5);
    expect(shapeEquals(bytesAt, 5)).toBe(true);
    // a long message is read character by character, its shape written in ASCII all the same
    const long = `${'word '.repeat(2000)}x 12`;
    shapeHash(long, long.length);
    const longAt = keepShape();
    const longN = keptShapeLength();
    const again = `${'word '.repeat(2000)}x 7`;
    shapeHash(again, again.length);
    expect(shapeEquals(longAt, longN)).toBe(true);
  });

  it('gives messages of one shape one masked form (random messages)', () => {
    const rand = lcg(42);
    for (let i = 0; i < 5000; i++) {
      const m = randomMessage(rand);
      const other = redigit(m, rand);
      expect(shapeOf(other)).toBe(shapeOf(m));
      expect(maskMessage(other), JSON.stringify([m, other])).toBe(maskMessage(m));
    }
  });

  it('gives every short message of one shape one masked form (shapes collide often here)', () => {
    const rand = lcg(3);
    const small = ['0', '12', 'a', 'x1', '.', ' ', '-', ':', '/', '*', '(', ')', '=', 'ms', 'Dec', '<*>', '\t'];
    const byShape = new Map<string, string>();
    for (let i = 0; i < 30000; i++) {
      let m = '';
      const n = 1 + Math.floor(rand() * 6);
      for (let j = 0; j < n; j++) m += small[Math.floor(rand() * small.length)];
      const sh = shapeOf(m);
      const masked = maskMessage(m);
      const seen = byShape.get(sh);
      if (seen === undefined) byShape.set(sh, `${masked}\u0000${m}`);
      else expect(masked, JSON.stringify([m, seen])).toBe(seen.slice(0, seen.indexOf('\u0000')));
    }
    expect(byShape.size).toBeLessThan(25000);
  });

  it('mines a batch as it mines the batch with its digits rewritten (memo hits and misses alike)', () => {
    const rand = lcg(7);
    const messages: string[] = [];
    for (let i = 0; i < 400; i++) {
      const m = randomMessage(rand);
      messages.push(m, redigit(m, rand), `${m}\nsecond line 12`);
    }
    const mined = mineTemplates(messages);
    expect(mineTemplates(messages.map((m) => redigit(m, rand)))).toEqual(mined);
    // each message mined alone is its masked form (the memo adds nothing to a batch of one)
    for (let i = 0; i < 60; i++) expect(mineTemplates([messages[i]])[0]).toBe(maskMessage(messages[i].split('\n')[0]));
  });

  it('tells hex-only parts from parts with other letters (a MAC-like token is masked whole only when all hex)', () => {
    const messages = ['peer 0a:1b:cc up', 'peer 0a:1z:cc up'];
    expect(mineTemplates(messages)).toEqual(mineTemplates(messages, { memo: false }));
    expect(mineTemplates(messages)[1]).toBe(maskMessage('peer 0a:1z:cc up'));
  });

  it('mines as masking every message does (memo and general path agree), random batches', () => {
    const rand = lcg(11);
    for (let round = 0; round < 20; round++) {
      const messages: string[] = [];
      for (let i = 0; i < 150; i++) {
        const m = randomMessage(rand);
        messages.push(m);
        // the same shape again, the same message again, and a multi-line message of that shape
        if (rand() < 0.5) messages.push(redigit(m, rand));
        if (rand() < 0.3) messages.push(m);
        if (rand() < 0.2) messages.push(`${redigit(m, rand)}\n\tat x.y(Z.java:1)`);
      }
      expect(mineTemplates(messages)).toEqual(mineTemplates(messages, { memo: false }));
    }
  });

  it('mines close repeats as the general path does (cycles of 2 to 6 messages)', () => {
    const texts = ['open file a', 'close file b 12', 'user x logged in', 'user y failed 3 times', 'done', 'retry in 5s'];
    for (let cycle = 2; cycle <= 6; cycle++) {
      const messages: string[] = [];
      for (let i = 0; i < 40; i++) messages.push(texts[i % cycle]);
      const mined = mineTemplates(messages);
      expect(mined).toEqual(mineTemplates(messages, { memo: false }));
      expect(mined.slice(0, cycle)).toEqual(texts.slice(0, cycle).map((t) => maskMessage(t)));
    }
  });

  it('agrees with the general path when the memo stops looking messages up as written', () => {
    const messages: string[] = [];
    for (let i = 0; i < 600; i++) messages.push(`block blk_${i * 7919} of job_${i % 13} state=${i % 3 === 0 ? 'up' : 'down'}`);
    for (let i = 0; i < 300; i++) messages.push(messages[(i * 37) % 600], `other ${i % 5} thing x${i % 4}`);
    expect(mineTemplates(messages)).toEqual(mineTemplates(messages, { memo: false }));
  });

  it('merges templates as the general path does (numbered tokens against joined texts, NULs included)', () => {
    const rand = lcg(5);
    const words = ['open', 'close', 'Read', 'user=bob', 'user=amy', 'x', 'y', 'z', 'w', 'v', '()', '(a)', 'GET', 'POST', 'on', 'a\u0000b', 'a', 'b\u0000c', 'true'];
    for (let round = 0; round < 30; round++) {
      const messages: string[] = [];
      const n = 2 + Math.floor(rand() * 4);
      for (let i = 0; i < 120; i++) {
        const toks: string[] = [];
        for (let k = 0; k < n; k++) toks.push(words[Math.floor(rand() * (k === 0 ? 3 : words.length))]);
        messages.push(toks.join(' '));
      }
      const mined = mineTemplates(messages);
      expect(mined).toEqual(mineTemplates(messages, { memo: false }));
      if (round === 0) expect(mined.some((t) => t.includes('<*>'))).toBe(true);
    }
    // joined texts with a NUL can be equal while the tokens are not: the general path groups these
    const nul = ['open a\u0000b x c', 'open a y b\u0000c', 'open a\u0000b z c'];
    expect(mineTemplates(nul)).toEqual(mineTemplates(nul, { memo: false }));
    expect(mineTemplates(nul)[1]).toBe('open a <*> b\u0000c');
  });

  it('gives a dump the templates the general path gives, lines of other shapes and a trace inside', () => {
    const lines = [
      '081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 for block blk_38865049064139660 terminating',
      '081109 203807 222 INFO dfs.DataNode$PacketResponder: PacketResponder 0 for block blk_-6952295868487656571 terminating',
      '081109 204005 35 INFO dfs.FSNamesystem: BLOCK* NameSystem.addStoredBlock: blockMap updated: 10.251.73.220:50010 is added to blk_7128370237687728475 size 67108864',
      '2015-10-18 18:01:47,978 INFO [main] org.acme.App: Created app 42 in 3ms',
      '081109 204015 308 INFO dfs.DataNode$PacketResponder: PacketResponder 2 for block blk_8229193803249955061 terminating',
      '2023-06-01 12:00:00,001 ERROR [main] com.acme.App: request failed',
      'java.lang.IllegalStateException: boom 7',
      '\tat com.acme.App.run(App.java:10)',
      '081109 204106 329 INFO dfs.DataNode$PacketResponder: PacketResponder 2 for block blk_-6670958622368987959 terminating extra=1',
      '081109 204132 26 INFO dfs.FSNamesystem: BLOCK* NameSystem.addStoredBlock: blockMap updated: 10.251.43.115:50010 is added to blk_3050920587428079149 size 67108864',
      'Jun 14 15:16:01 combo sshd(pam_unix)[19939]: check pass; user unknown',
      '081109 204132 26 INFO dfs.FSNamesystem: BLOCK* NameSystem.addStoredBlock: blockMap updated: 10.251.43.115:50010 is added to blk_3050920587428079149 size 67108864',
      '081109 204324 34 INFO dfs.FSNamesystem: BLOCK* x*1 and x*22 at v1.2. and v13.',
    ];
    const records = extract({ text: lines.join('\r\n'), dump: true }).records.map((r) => r.result);
    const general = mineTemplates(records.map((r) => r.message), { memo: false });
    expect(records.map((r) => r.template)).toEqual(general);
    expect(records[0].template).toBe(records[1].template);
  });
});
