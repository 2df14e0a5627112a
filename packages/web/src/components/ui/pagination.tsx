import { ChevronLeft, ChevronRight } from 'lucide-react';
import { COUNT_LIMIT } from '@campus/domain';
import { Button } from './button';

export function Pagination({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  // The server counts every list no further than COUNT_LIMIT.
  const totalIsAtLeast = total >= COUNT_LIMIT;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4 text-sm text-slate-600">
      <span>
        Page {page.toLocaleString('en-IN')} of {pages.toLocaleString('en-IN')}
        {totalIsAtLeast ? '+' : ''} · {total.toLocaleString('en-IN')}
        {totalIsAtLeast ? ' or more' : ''} in all
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
