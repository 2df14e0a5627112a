import { useDeferredValue } from 'react';

const SETTLED = Symbol('settled');

/**
 * A query's result as a long list's page shows it: its first answer is rendered in slices that let a phone paint and
 * answer a tap (a deferred render), not in the one long task React makes of a query's answer at once (a page of 20
 * cards blocks a phone for a quarter of a second). Until then the page shows the result it had, still pending. An
 * answer already cached, and every later one, is shown at once.
 */
export function useDeferredFirstAnswer<Result extends { isPending: boolean }>(result: Result): Result {
  const shown = useDeferredValue(result.isPending ? result : SETTLED);
  return shown === SETTLED ? result : shown;
}
