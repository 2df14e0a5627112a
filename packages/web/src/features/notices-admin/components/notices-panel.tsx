import { Megaphone } from 'lucide-react';
import { messages } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useAdminNotices } from '../api/get-admin-notices';

/** The latest notices sent to students, and the way to send another (spec §2, §9). */
export function NoticesPanel() {
  const notices = useAdminNotices();
  return (
    <section
      aria-labelledby="admin-notices-heading"
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="flex items-center gap-2">
          <h2 id="admin-notices-heading" className="text-base font-semibold text-slate-900">
            Notifications
          </h2>
          {notices.data && (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {notices.data.total}
              <span className="sr-only"> notices</span>
            </span>
          )}
        </div>
        <ButtonLink to={paths.admin.addNotice} size="sm">
          <Megaphone aria-hidden="true" className="size-4" />
          Add Notice
        </ButtonLink>
      </div>
      {notices.isPending ? (
        <LoadingState label="Loading notices…" />
      ) : notices.isError ? (
        <div className="p-5">
          <ErrorState message={messages.load.adminDashboard} onRetry={() => void notices.refetch()} />
        </div>
      ) : notices.data.items.length === 0 ? (
        <div className="p-5">
          <EmptyState title="No notices yet">Notices you send appear here and on every student's dashboard.</EmptyState>
        </div>
      ) : (
        <ul
          aria-label="Latest notices"
          className="max-h-[26rem] divide-y divide-slate-100 overflow-y-auto"
          tabIndex={0}
        >
          {notices.data.items.map((notice) => (
            <li key={notice._id} className="px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-medium text-slate-900">{notice.title}</h3>
                <time dateTime={notice.createdAt} className="text-xs whitespace-nowrap text-slate-500">
                  {formatDate(notice.createdAt)}
                </time>
              </div>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">{notice.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
