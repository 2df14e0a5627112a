import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Notice } from '@campus/domain';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { formatDate } from '@/lib/format';

/** Loaded the first time a notice is opened. */
const Dialog = lazyDialog(
  () => import('@/components/ui/dialog').then((module) => module.Dialog),
  ({ open }) => open,
);

/** The notices, newest first, in a list that scrolls at a maximum height; a notice opens in a modal (spec §9). */
export function NoticeList({ notices }: { notices: Notice[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Notice | null>(null);
  return (
    <>
      <ul aria-label={t`Notices`} className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
        {notices.map((notice) => (
          <li key={notice._id}>
            <button
              type="button"
              onClick={() => setOpen(notice)}
              className="block w-full px-6 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-slate-900">{notice.title}</span>
                <time dateTime={notice.createdAt} className="text-xs whitespace-nowrap text-slate-500">
                  {formatDate(notice.createdAt)}
                </time>
              </span>
              <span className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-slate-600">{notice.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''}>
        {open && (
          <>
            <time dateTime={open.createdAt} className="text-sm text-slate-500">
              {formatDate(open.createdAt)}
            </time>
            <p className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-700">{open.description}</p>
          </>
        )}
      </Dialog>
    </>
  );
}
