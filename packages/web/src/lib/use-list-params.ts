import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

// A list's page and filters in the URL, so a reload, Back, or signing in again shows the same list; its search text,
// typed and written after a pause, is use-paged-search.ts.

/**
 * A list's page in the URL under `name` (a screen with two paged lists gives the second a name of its own); page 1
 * is the address without it.
 */
export function usePageParam(name = 'page') {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(name));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(name, String(next));
        else updated.delete(name);
        return updated;
      }, options),
    [name, setParams],
  );
  return [page, setPage] as const;
}

/**
 * A list filter in the URL under `name`, one of `values` (anything else counts as none); choosing another starts the
 * list at page 1.
 */
export function useFilterParam<T extends string>(name: string, values: readonly T[]) {
  return useParam(name, (value): value is T => values.includes(value as T));
}

/**
 * A list filter in the URL under `name`, kept when `isValid` (anything else counts as none); choosing another starts
 * the list at page 1.
 */
export function useParam<T extends string>(name: string, isValid: (value: string) => value is T) {
  const [params, setParams] = useSearchParams();
  const given = params.get(name);
  const value = given !== null && isValid(given) ? given : undefined;
  const setValue = useCallback(
    (next: T | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      }),
    [name, setParams],
  );
  return [value, setValue] as const;
}

/** A page past the end (its last item was deleted) gives way to the last page there is. */
export function useKeepPageInRange(
  page: number,
  setPage: (page: number, options: { replace: boolean }) => void,
  list: { total: number; limit: number } | undefined,
) {
  const lastPage = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);
}
