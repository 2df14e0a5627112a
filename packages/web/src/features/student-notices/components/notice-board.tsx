import { lazy, Suspense, useEffect } from 'react';
import { loadMessages } from '@campus/domain';
import { ListPanel } from '@/components/ui/list-panel';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/states';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotices } from '../api/use-live-notices';

const loadList = () => import('./notice-list');
const NoticeList = lazy(() => loadList().then((module) => ({ default: module.NoticeList })));

/**
 * The dashboard's notices. The code that lists them is a chunk of its own, fetched while the notices are asked for, so
 * the dashboard's first load stays within its budget.
 */
export function NoticeBoard() {
  const notices = useNotifications();
  useLiveNotices();
  useEffect(() => void loadList(), []);
  return (
    <ListPanel
      title="Notices & Updates"
      countNoun="notices"
      list={notices}
      loadingLabel="Loading notices…"
      errorMessage={loadMessages.dashboard}
      empty={<EmptyState title="No notices yet">New announcements from the institute will appear here.</EmptyState>}
    >
      {(notices) => (
        <Suspense fallback={<LoadingState label="Loading notices…" />}>
          <NoticeList notices={notices} />
        </Suspense>
      )}
    </ListPanel>
  );
}
