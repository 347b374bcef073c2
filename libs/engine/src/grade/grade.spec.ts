import { describe, expect, it } from 'vitest';
import { DEFAULT_ANCHORS, grade } from './grade.js';

const tier = (text: string, anchors?: string[]) => grade({ text, ...(anchors ? { anchors } : {}) }).result.tier_index;

describe('grade', () => {
  it('uses the level token of a log line', () => {
    expect(tier('2023-01-01 10:00:00 WARN db: pool at 90%')).toBe(1);
    expect(tier('2023-01-01 10:00:00 FATAL app: exiting')).toBe(3);
  });

  it('reads severity from wording when there is no level', () => {
    expect(tier('Started worker pool with 4 threads')).toBe(0);
    expect(tier('Failed to write block to disk')).toBe(2);
    expect(tier('Failed to renew lease, will retry shortly')).toBe(1);
    expect(tier('kernel panic: not syncing, data loss likely')).toBe(3);
    expect(tier('request completed, errors=0')).toBe(0);
  });

  it('answers with the contract fields and the anchors used', () => {
    const a = grade({ text: 'connection refused' });
    expect(a.anchors).toEqual([...DEFAULT_ANCHORS]);
    expect(a.result).toMatchObject({ tier_index: 2, tier: DEFAULT_ANCHORS[2], clarification: null });
    expect(a.result.tier_set).toContain(2);
  });

  it('places custom anchors by their level word or wording', () => {
    expect(tier('the service is down, total outage', ['low: cosmetic', 'medium: degraded', 'high: outage'])).toBe(2);
    expect(tier('everything fine', ['debug: noise', 'error: broken'])).toBe(0);
  });
});
