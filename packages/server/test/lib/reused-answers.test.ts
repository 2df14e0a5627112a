import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReusedAnswers } from '../../src/lib/reused-answers.js';

const MAX_AGE_MS = 5000;

/** A computation counting its runs, each answering with its run's number. */
function counted() {
  let runs = 0;
  const compute = async () => (runs += 1);
  return { compute, runs: () => runs };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reused answers', () => {
  it('reuses an answer by its key until it is maxAgeMs old', async () => {
    const answers = new ReusedAnswers(MAX_AGE_MS, 10);
    const { compute, runs } = counted();
    expect(await answers.reuse('a', compute)).toBe(1);
    await vi.advanceTimersByTimeAsync(MAX_AGE_MS - 1);
    expect(await answers.reuse('a', compute)).toBe(1);
    expect(await answers.reuse('b', compute)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answers.reuse('a', compute)).toBe(3);
    expect(runs()).toBe(3);
  });

  it('gives the asks made while an answer is computed that one answer', async () => {
    const answers = new ReusedAnswers(MAX_AGE_MS, 10);
    let finish!: (answer: string) => void;
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const asks = [answers.reuse('a', compute), answers.reuse('a', compute)];
    finish('answer');
    expect(await Promise.all(asks)).toEqual(['answer', 'answer']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer at a change, one still computed too', async () => {
    const answers = new ReusedAnswers(MAX_AGE_MS, 10);
    let finish!: (answer: string) => void;
    const before = answers.reuse('a', () => new Promise<string>((resolve) => (finish = resolve)));
    await answers.reuse('b', async () => 'b before');
    answers.changed();
    expect(await answers.reuse('a', async () => 'a after')).toBe('a after');
    expect(await answers.reuse('b', async () => 'b after')).toBe('b after');
    finish('a before');
    expect(await before).toBe('a before');
    expect(await answers.reuse('a', async () => 'a again')).toBe('a after');
  });

  it('does not reuse a failed answer', async () => {
    const answers = new ReusedAnswers(MAX_AGE_MS, 10);
    await expect(answers.reuse('a', () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    expect(await answers.reuse('a', async () => 'answer')).toBe('answer');
  });

  it('keeps at most max answers, forgetting the least used', async () => {
    const answers = new ReusedAnswers(MAX_AGE_MS, 2);
    await answers.reuse('a', async () => 'a');
    await answers.reuse('b', async () => 'b');
    await answers.reuse('a', async () => 'a again');
    await answers.reuse('c', async () => 'c');
    expect(await answers.reuse('a', async () => 'a again')).toBe('a');
    expect(await answers.reuse('b', async () => 'b again')).toBe('b again');
  });
});
