import { messages } from '@campus/domain';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useNotifications } from '../api/get-notifications';
import { NoticeList } from './notice-list';

export function NoticeBoard() {
  const notices = useNotifications();
  return (
    <section
      aria-labelledby="notices-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-6 py-4">
        <h2 id="notices-heading" className="text-base font-semibold text-slate-900">
          Notices &amp; Updates
        </h2>
        {notices.data && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {notices.data.total}
            <span className="sr-only"> notices</span>
          </span>
        )}
      </div>
      {notices.isPending ? (
        <LoadingState label="Loading notices…" />
      ) : notices.isError ? (
        <div className="p-6">
          <ErrorState message={messages.load.dashboard} onRetry={() => void notices.refetch()} />
        </div>
      ) : notices.data.items.length === 0 ? (
        <div className="p-6">
          <EmptyState title="No notices yet">New announcements from the institute will appear here.</EmptyState>
        </div>
      ) : (
        <NoticeList notices={notices.data.items} />
      )}
    </section>
  );
}
