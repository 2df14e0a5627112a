import { describe, expect, it } from 'vitest';
import { once } from './once.js';

describe('once', () => {
  it('makes the value on the first call only, and returns it every time', () => {
    let made = 0;
    const value = once(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    let made = 0;
    const value = once(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
