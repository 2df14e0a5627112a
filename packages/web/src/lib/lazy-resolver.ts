import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading it (once): the form calls it after it has painted. */
  preload(): void;
}

/**
 * A form's resolver loaded on first use, with zod and the domain's schemas it needs (about 30 KB of gzipped
 * JavaScript): the sign-in pages paint and answer without them, and load them once painted. A load that fails is
 * tried again on the next submit (the submit itself rejects, for the form to say so).
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
