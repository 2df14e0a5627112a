import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accepting: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver once, whether preloaded or first used by a submit, and answers with it', async () => {
    const load = vi.fn(async () => accepting);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const result = await resolver({ email: 'a@b.in' }, undefined, options);
    await resolver({ email: 'c@d.in' }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.in' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the submit when the load fails, and loads again on the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(accepting);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    preload();
    await expect(resolver({ email: 'a@b.in' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'a@b.in' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.in' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
