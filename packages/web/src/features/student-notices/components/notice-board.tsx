import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { loadMessages } from '@campus/domain';
import { ListPanel } from '@/components/ui/list-panel';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotices } from '../api/use-live-notices';

const loadList = () => import('./notice-list');
const NoticeList = lazy(() => loadList().then((module) => ({ default: module.NoticeList })));

/**
 * The dashboard's notices. The code that lists them is a chunk of its own, fetched while the notices are asked for, so
 * the dashboard's first load stays within its budget.
 */
export function NoticeBoard() {
  const { t } = useLingui();
  const notices = useNotifications();
  useLiveNotices();
  useEffect(() => void loadList(), []);
  return (
    <ListPanel
      title={t`Notices & Updates`}
      countNoun={t`notices`}
      list={notices}
      loadingLabel={t`Loading notices…`}
      errorMessage={domainText(loadMessages.dashboard)}
      empty={
        <EmptyState title={t`No notices yet`}>
          <Trans>New announcements from the institute will appear here.</Trans>
        </EmptyState>
      }
    >
      {(notices) => (
        <Suspense fallback={<LoadingState label={t`Loading notices…`} />}>
          <NoticeList notices={notices} />
        </Suspense>
      )}
    </ListPanel>
  );
}
