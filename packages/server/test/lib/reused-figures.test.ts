import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReusedFigures } from '../../src/lib/reused-figures.js';

const timing = { maxAgeMs: 10_000, minRecomputeGapMs: 1000, maxWaitForNewMs: 500 };

/** A computation whose runs each wait until `finish` hands them their figures (or `fail` an error). */
function controlledCompute() {
  const pending: { resolve: (figures: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const compute = () => {
    started += 1;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const settled = () => vi.advanceTimersByTimeAsync(0);
  return {
    compute,
    runs: () => started,
    running: () => pending.length,
    finish: async (figures: number) => {
      pending.shift()!.resolve(figures);
      await settled();
    },
    fail: async (error: Error) => {
      pending.shift()!.reject(error);
      await settled();
    },
  };
}

/** Figures computed once (1) and handed out. */
async function computedOnce() {
  const control = controlledCompute();
  const figures = new ReusedFigures(control.compute, timing);
  const first = figures.get();
  await control.finish(1);
  expect(await first).toBe(1);
  return { figures, ...control };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reused figures', () => {
  it('computes once for every get made while they are computed', async () => {
    const { compute, runs, finish } = controlledCompute();
    const figures = new ReusedFigures(compute, timing);
    const gets = [figures.get(), figures.get(), figures.get()];
    await finish(7);
    expect(await Promise.all(gets)).toEqual([7, 7, 7]);
    expect(runs()).toBe(1);
  });

  it('reuses them until maxAgeMs, then serves them while new ones are computed', async () => {
    const { figures, runs, finish } = await computedOnce();
    await vi.advanceTimersByTimeAsync(timing.maxAgeMs - 1);
    expect(await figures.get()).toBe(1);
    expect(runs()).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(await figures.get()).toBe(1);
    expect(await figures.get()).toBe(1);
    expect(runs()).toBe(2);
    await finish(2);
    expect(await figures.get()).toBe(2);
  });

  it('waits for new ones after a change', async () => {
    const { figures, runs, finish } = await computedOnce();
    await vi.advanceTimersByTimeAsync(timing.minRecomputeGapMs);
    figures.changed();
    await vi.advanceTimersByTimeAsync(1);
    const next = figures.get();
    await vi.advanceTimersByTimeAsync(timing.maxWaitForNewMs - 1);
    await finish(2);
    expect(await next).toBe(2);
    expect(await figures.get()).toBe(2);
    expect(runs()).toBe(2);
  });

  it('gives the previous ones after a change when the new ones take longer than maxWaitForNewMs', async () => {
    const { figures, runs, finish } = await computedOnce();
    await vi.advanceTimersByTimeAsync(timing.minRecomputeGapMs);
    figures.changed();
    await vi.advanceTimersByTimeAsync(1);
    const next = figures.get();
    await vi.advanceTimersByTimeAsync(timing.maxWaitForNewMs);
    expect(await next).toBe(1);
    await finish(2);
    expect(await figures.get()).toBe(2);
    expect(runs()).toBe(2);
  });

  it('computes again at most every minRecomputeGapMs because of changes, serving the previous ones meanwhile', async () => {
    const { figures, runs, running, finish } = await computedOnce();
    await vi.advanceTimersByTimeAsync(timing.minRecomputeGapMs - 1);
    figures.changed();
    expect(await figures.get()).toBe(1);
    expect([runs(), running()]).toEqual([2, 1]);
    await finish(2);
    expect(await figures.get()).toBe(2);
  });

  it('computes again after a change made while they were computed: they are as of their start', async () => {
    const { compute, runs, finish } = controlledCompute();
    const figures = new ReusedFigures(compute, timing);
    const first = figures.get();
    await vi.advanceTimersByTimeAsync(timing.minRecomputeGapMs);
    figures.changed();
    await finish(1);
    expect(await first).toBe(1);
    const next = figures.get();
    expect(runs()).toBe(2);
    await finish(2);
    expect(await next).toBe(2);
  });

  it('keeps the figures it has when a computation in the background fails', async () => {
    const { figures, runs, fail } = await computedOnce();
    await vi.advanceTimersByTimeAsync(timing.maxAgeMs);
    expect(await figures.get()).toBe(1);
    await fail(new Error('database gone'));
    expect(await figures.get()).toBe(1);
    expect(runs()).toBe(3);
  });

  it('reports a failed computation to the gets that wait for it, and computes again at the next', async () => {
    const { compute, fail, finish } = controlledCompute();
    const figures = new ReusedFigures(compute, timing);
    const failed = expect(figures.get()).rejects.toThrow('database gone');
    await fail(new Error('database gone'));
    await failed;
    const again = figures.get();
    await finish(2);
    expect(await again).toBe(2);
  });
});
