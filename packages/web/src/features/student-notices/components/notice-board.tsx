import { loadMessages } from '@campus/domain';
import { ListPanel } from '@/components/ui/list-panel';
import { EmptyState } from '@/components/ui/states';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotices } from '../api/use-live-notices';
import { NoticeList } from './notice-list';

export function NoticeBoard() {
  const notices = useNotifications();
  useLiveNotices();
  return (
    <ListPanel
      title="Notices & Updates"
      countNoun="notices"
      list={notices}
      loadingLabel="Loading notices…"
      errorMessage={loadMessages.dashboard}
      empty={<EmptyState title="No notices yet">New announcements from the institute will appear here.</EmptyState>}
    >
      {(notices) => <NoticeList notices={notices} />}
    </ListPanel>
  );
}
