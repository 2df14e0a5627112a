import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * A paged list's search text and page live in the URL, so a reload, Back, or signing in again after the session
 * expired shows the same list. Typing (`search`) updates the URL after a pause, replacing the entry so Back does not
 * step through keystrokes, and the list is asked for with that text (`debouncedSearch`); a new search starts at page 1.
 */
export function usePagedSearch() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const debouncedSearch = params.get('search')?.trim() ?? '';

  const [search, setSearch] = useState(debouncedSearch);
  const written = useRef(debouncedSearch);

  // The URL changed from outside (Back, a link): show its search text.
  useEffect(() => {
    if (debouncedSearch === written.current) return;
    written.current = debouncedSearch;
    setSearch(debouncedSearch);
  }, [debouncedSearch]);

  useEffect(() => {
    const next = search.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }, options),
    [setParams],
  );

  return { search, setSearch, debouncedSearch, page, setPage };
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
