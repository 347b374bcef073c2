import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.js';

describe('Batcher', () => {
  it('gathers the jobs submitted in one turn of the event loop into one batch', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(async (jobs) => {
      batches.push(jobs);
      return jobs.map((j) => j + 1);
    });
    // Like the in-process bus: each caller submits from a promise chain, with no I/O in between.
    const results = await Promise.all([1, 2, 3].map((j) => Promise.resolve(j).then((v) => batcher.submit(v))));
    expect(results).toEqual([2, 3, 4]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs the first job alone and gathers the jobs that arrive meanwhile into one batch, answering each', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(async (jobs) => {
      batches.push(jobs);
      await new Promise((r) => setTimeout(r, 5));
      return jobs.map((j) => j * 10);
    });
    const first = batcher.submit(1);
    await new Promise((r) => setTimeout(r, 1));
    const results = await Promise.all([first, ...[2, 3, 4].map((j) => batcher.submit(j))]);
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails every job of a failed batch and keeps serving later ones', async () => {
    let fail = true;
    const batcher = new Batcher<number, number>(async (jobs) => {
      if (fail) throw new Error('db down');
      return jobs;
    });
    await expect(batcher.submit(1)).rejects.toThrow('db down');
    fail = false;
    await expect(batcher.submit(2)).resolves.toBe(2);
  });

  it('caps the batch size', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher<number, number>(async (jobs) => {
      sizes.push(jobs.length);
      await new Promise((r) => setTimeout(r, 1));
      return jobs;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((j) => batcher.submit(j)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
