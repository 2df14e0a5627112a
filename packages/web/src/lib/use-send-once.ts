import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * The mutation's `mutate`, sending one request at a time: a call while the previous request is under way does nothing.
 * A double click submits a form twice within milliseconds, and the second submit can come before React has rendered
 * the button disabled (a mutation's `isPending` reaches the screen a render after validation); this flag is set by the
 * first call itself. It is cleared once the request is answered, so a failed request can be sent again.
 */
export function useSendOnce<TData, TError, TVariables, TContext>({
  mutateAsync,
}: Pick<UseMutationResult<TData, TError, TVariables, TContext>, 'mutateAsync'>) {
  const sending = useRef(false);
  return (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (sending.current) return;
    sending.current = true;
    mutateAsync(variables, options)
      // A failure is shown from the mutation's state.
      .catch(() => {})
      .finally(() => {
        sending.current = false;
      });
  };
}
