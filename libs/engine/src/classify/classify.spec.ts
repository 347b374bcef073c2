import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../types.js';
import type { LabelledText } from './classify.types.js';
import { loadClassifier } from './load.js';
import { trainClassifier } from './train.js';

const phrases: Record<string, string[]> = {
  billing: [
    'I was charged twice on my invoice',
    'why is my bill higher this month',
    'refund the extra charge on my card',
    'the invoice amount is wrong',
    'please send me a copy of my invoice',
    'I need a refund for a double payment',
    'my payment was charged but the bill says unpaid',
    'how do I update the card you bill',
  ],
  login: [
    'I cannot log in to my account',
    'password reset email never arrives',
    'my login says the password is wrong',
    'locked out after too many sign in attempts',
    'two factor code does not work when I sign in',
    'how do I reset my password',
    'the sign in page keeps loading',
    'I forgot my username and cannot log in',
  ],
  shipping: [
    'where is my parcel',
    'the package has not been delivered yet',
    'tracking number shows no updates',
    'my order arrived damaged in the box',
    'can you ship to another address',
    'delivery is late by a week',
    'the courier left the parcel at the wrong door',
    'how long does shipping take',
  ],
};

const examples: LabelledText[] = Object.entries(phrases).flatMap(([label, texts]) => texts.map((text) => ({ text, label })));

describe('trainClassifier / loadClassifier', () => {
  const trained = trainClassifier(examples, { seed: 3 });
  const model = loadClassifier(trained.weights);

  it('learns a small separable set and answers unseen phrasings', () => {
    expect(model.labels).toEqual(['billing', 'login', 'shipping']);
    expect(model.classify('I was billed twice, please refund me')).toMatchObject({ label: 'billing', status: 'ok' });
    expect(model.classify('cannot sign in, password rejected')).toMatchObject({ label: 'login', status: 'ok' });
    expect(model.classify('my parcel was never delivered')).toMatchObject({ label: 'shipping', status: 'ok' });
  });

  it('gives calibrated candidates, best first, as many as asked', () => {
    const a = model.classify('where is my package', 2);
    expect(a.candidates).toHaveLength(2);
    expect(a.candidates[0].label).toBe('shipping');
    expect(a.candidates[0].score).toBeGreaterThan(a.candidates[1].score);
    expect(a.confidence).toBe(a.candidates[0].score);
    const all = model.classify('where is my package', 10).candidates;
    expect(all.reduce((s, c) => s + c.score, 0)).toBeCloseTo(1, 5);
  });

  it('answers low_confidence with no label for gibberish and out-of-domain text', () => {
    for (const text of ['qwzx vbnk plmr', 'the mitochondria is the powerhouse of the cell', '🙂']) {
      const a = model.classify(text);
      expect(a.status, text).toBe('low_confidence');
      expect(a.label).toBeNull();
      expect(a.confidence).toBeLessThan(model.threshold);
    }
  });

  it('reports holdout metrics with every label and the threshold it chose', () => {
    const m = trained.metrics;
    expect(m.holdout_size + m.train_size).toBe(examples.length);
    expect(m.labels.map((l) => l.label)).toEqual(['billing', 'login', 'shipping']);
    expect(m.labels.every((l) => l.holdout >= 1 && l.train >= 1)).toBe(true);
    expect(m.threshold).toBe(Math.round(model.threshold * 10000) / 10000);
    expect(m.accuracy).toBeGreaterThanOrEqual(0);
    expect(m.accuracy).toBeLessThanOrEqual(1);
  });

  it('round-trips its weights: same answers after encode and load, deterministic for a seed', () => {
    const again = loadClassifier(Uint8Array.from(trained.weights));
    expect(again.classify('refund my invoice')).toEqual(model.classify('refund my invoice'));
    expect(trainClassifier(examples, { seed: 3 }).weights).toEqual(trained.weights);
  });

  it('refuses corrupt, truncated or foreign weights with a clear error', () => {
    const flipped = Uint8Array.from(trained.weights);
    flipped[flipped.length - 3] ^= 0xff;
    expect(() => loadClassifier(flipped)).toThrow(/corrupt/);
    expect(() => loadClassifier(trained.weights.subarray(0, trained.weights.length - 10))).toThrow(/corrupt/);
    expect(() => loadClassifier(new TextEncoder().encode('{"not":"weights"}'))).toThrow(/corrupt/);
    expect(() => loadClassifier(new Uint8Array(0))).toThrow(/corrupt/);
  });

  it('reports progress from 0 to 1', () => {
    const seen: number[] = [];
    trainClassifier(examples, { onProgress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1])).toBe(true);
  });
});

describe('any language', () => {
  const multilingual: LabelledText[] = [
    { text: 'Η κάρτα μου δεν έφτασε ακόμα', label: 'κάρτα' },
    { text: 'Πότε θα φτάσει η νέα μου κάρτα;', label: 'κάρτα' },
    { text: 'Έχασα την κάρτα μου', label: 'κάρτα' },
    { text: 'Η κάρτα μου κλάπηκε χθες', label: 'κάρτα' },
    { text: 'Θέλω να αλλάξω τον κωδικό πρόσβασης', label: 'κωδικός' },
    { text: 'Ξέχασα τον κωδικό μου', label: 'κωδικός' },
    { text: 'Ο κωδικός πρόσβασης δεν λειτουργεί', label: 'κωδικός' },
    { text: 'Πώς αλλάζω τον κωδικό;', label: 'κωδικός' },
    { text: '荷物がまだ届きません', label: '配送' },
    { text: '配送状況を確認したいです', label: '配送' },
    { text: '荷物はいつ届きますか', label: '配送' },
    { text: '配送先の住所を変更したい', label: '配送' },
    { text: '返金してください', label: '返金' },
    { text: '返金はいつになりますか', label: '返金' },
    { text: '二重に請求されたので返金を希望します', label: '返金' },
    { text: '返金の手続きを教えてください', label: '返金' },
  ];
  const model = loadClassifier(trainClassifier(multilingual, { seed: 1 }).weights);

  it('classifies Greek and Japanese (no spaces) texts by their own words and characters', () => {
    expect(model.classify('Η νέα κάρτα δεν έχει φτάσει').candidates[0].label).toBe('κάρτα');
    expect(model.classify('ξέχασα τον κωδικό πρόσβασης').candidates[0].label).toBe('κωδικός');
    expect(model.classify('荷物が届かない').candidates[0].label).toBe('配送');
    expect(model.classify('返金をお願いします').candidates[0].label).toBe('返金');
  });
});

describe('validation', () => {
  const invalid = (examples: LabelledText[], message: RegExp) => {
    let error: unknown;
    try {
      trainClassifier(examples);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineInputError);
    expect((error as EngineInputError).code).toBe('invalid_input');
    expect((error as Error).message).toMatch(message);
  };

  it('needs examples, two labels, two examples per label and non-empty texts and labels', () => {
    invalid([], /no examples/);
    invalid(
      [
        { text: 'a b', label: 'x' },
        { text: 'c d', label: 'x' },
      ],
      /only one label \(x\)/,
    );
    invalid(
      [
        { text: 'a b', label: 'x' },
        { text: 'c d', label: 'x' },
        { text: 'e f', label: 'y' },
      ],
      /at least 2 examples; too few for: y/,
    );
    invalid([{ text: '  ', label: 'x' }], /example 1 has an empty text/);
    invalid([{ text: 'hello', label: '' }], /example 1 has an empty label/);
  });

  it('refuses a holdout outside (0, 0.5]', () => {
    expect(() => trainClassifier(examples, { holdout: 0.9 })).toThrow(EngineInputError);
  });
});
