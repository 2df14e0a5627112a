import { describe, expect, it } from 'vitest';
import { shared } from '../../src/lib/shared-call.js';

/** A send that stays on its way until `finish` is called, counting how many were started. */
function controlledSend() {
  let started = 0;
  const pending: (() => void)[] = [];
  const send = () => {
    started += 1;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const finish = async () => {
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { send, finish, sends: () => started };
}

describe('a shared call', () => {
  it('sends once for a call alone', async () => {
    const { send, finish, sends } = controlledSend();
    const call = shared(send);
    const done = call();
    await finish();
    await done;
    expect(sends()).toBe(1);
  });

  it('serves every call made while one is on its way with one more send, started after them', async () => {
    const { send, finish, sends } = controlledSend();
    const call = shared(send);
    const settled: number[] = [];
    const first = call().then(() => settled.push(0));
    const later = [1, 2, 3].map((n) => call().then(() => settled.push(n)));
    expect(sends()).toBe(1);

    await finish();
    await first;
    // The later calls wait for a send that began after they were made.
    expect(settled).toEqual([0]);
    expect(sends()).toBe(2);
    await finish();
    await Promise.all(later);
    expect(settled).toEqual([0, 1, 2, 3]);
    expect(sends()).toBe(2);
  });

  it('sends again after a failed send, for the calls that waited on it', async () => {
    let attempts = 0;
    const call = shared(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection lost');
    });
    const [first, second] = [call(), call()];
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
