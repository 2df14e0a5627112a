import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import { usePageParam } from './use-list-params';

const SEARCH_DELAY_MS = 300;

/**
 * A paged list's search text and page live in the URL, so a reload, Back, or signing in again after the session
 * expired shows the same list. Typing (`search`) updates the URL after a pause, replacing the entry so Back does not
 * step through keystrokes, and the list is asked for with that text (`debouncedSearch`); a new search starts at page 1.
 */
export function usePagedSearch() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const debouncedSearch = params.get('search')?.trim() ?? '';

  const [search, setSearch] = useState(debouncedSearch);
  const written = useRef(debouncedSearch);
  // Whether the user is on the way to another page: its code still loading, or it chosen but not yet shown. Read off
  // the router when the pause ends, not off this page's last render, which may be older than a click on a link.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const leaving = useCallback(
    () =>
      router !== undefined && (router.state.navigation.state !== 'idle' || router.state.location.pathname !== pathname),
    [router, pathname],
  );

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
      // Writing the search now would replace the way to that other page with this one: the user would stay here.
      if (leaving()) return;
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
  }, [search, setParams, leaving]);

  return { search, setSearch, debouncedSearch, page, setPage };
}
