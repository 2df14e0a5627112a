import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A paged list's search text and page, kept in the component: the list is asked for with the text once typing
 * pauses (`debouncedSearch`), and a new search starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, debouncedSearch, page, setPage };
}

/** A page past the end (its last item was deleted) gives way to the last page there is. */
export function useKeepPageInRange(
  page: number,
  setPage: (page: number) => void,
  list: { total: number; limit: number } | undefined,
) {
  const lastPage = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
