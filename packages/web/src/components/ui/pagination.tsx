import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { COUNT_LIMIT, formatCount } from '@campus/domain';
import { Icon } from '@/components/ui/icon';
import { Button } from './button';

/**
 * Paging controls below the list they page, which is the element just before them (the shown one, where the list is
 * drawn twice, for phones and for wider screens). On Previous or Next, focus goes to the top of that list (the button
 * pressed may go away on the last page), scrolled into view: a keyboard user reads on from the new page's first item
 * rather than from the page body or from far below the view.
 */
export function Pagination({
  page,
  limit,
  total,
  totalIsAtLeast: countStopped = false,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total` (a broad search), as it does at COUNT_LIMIT for every list. */
  totalIsAtLeast?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const totalIsAtLeast = countStopped || total >= COUNT_LIMIT;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const current = formatCount(page);
  const last = formatCount(pages);
  const all = formatCount(total);

  const turnTo = (next: number) => {
    onPage(next);
    let list = ref.current?.previousElementSibling;
    while (list instanceof HTMLElement && list.getClientRects().length === 0) list = list.previousElementSibling;
    if (!(list instanceof HTMLElement)) return;
    list.tabIndex = -1;
    list.focus({ preventScroll: true });
    list.scrollIntoView({ block: 'start' });
  };
  return (
    <nav
      ref={ref}
      aria-label={t`Pagination`}
      className="mt-6 flex items-center justify-between gap-4 text-sm text-slate-600"
    >
      <span>
        {totalIsAtLeast ? (
          <Trans>
            Page {current} of {last}+ · {all} or more in all
          </Trans>
        ) : (
          <Trans>
            Page {current} of {last} · {all} in all
          </Trans>
        )}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => turnTo(page - 1)} disabled={page <= 1}>
          <Icon icon={ChevronLeft} aria-hidden="true" className="size-4" /> <Trans>Previous</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => turnTo(page + 1)} disabled={page >= pages}>
          <Trans>Next</Trans> <Icon icon={ChevronRight} aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
