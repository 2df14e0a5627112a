import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod skip its eval probe without importing zod', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
