import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * The list's page and search text live in the URL, so a reload or Back shows the same list. Typing updates the
 * URL after a pause (replacing the entry, so Back does not step through keystrokes); a new search starts at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const search = params.get('search')?.trim() ?? '';

  const [text, setText] = useState(search);
  const written = useRef(search);

  // The URL changed from outside (Back, a link): show its search text.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  useEffect(() => {
    const next = text.trim();
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
  }, [text, setParams]);

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

  return { page, search, text, setText, setPage };
}
