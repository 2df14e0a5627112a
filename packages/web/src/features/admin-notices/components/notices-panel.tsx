import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide';
import { loadMessages } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { ListPanel } from '@/components/ui/list-panel';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { Authorization } from '@/lib/authorization';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { formatDate } from '@/lib/format';
import { useAdminNotices } from '../api/get-admin-notices';

/** The latest notices sent to students, and the way to send another (spec §2, §9). */
export function NoticesPanel() {
  const { t } = useLingui();
  const notices = useAdminNotices();
  return (
    <ListPanel
      title={t`Notifications`}
      countNoun={t`notices`}
      list={notices}
      loadingLabel={t`Loading notices…`}
      errorMessage={domainText(loadMessages.adminDashboard)}
      empty={
        <EmptyState title={t`No notices yet`}>
          <Trans>Notices you send appear here and on every student&apos;s dashboard.</Trans>
        </EmptyState>
      }
      action={
        <Authorization access="admin">
          <ButtonLink to={paths.admin.addNotice} size="sm">
            <Icon icon={Megaphone} aria-hidden="true" className="size-4" />
            <Trans>Add Notice</Trans>
          </ButtonLink>
        </Authorization>
      }
      compact
    >
      {(items) => (
        <ul
          aria-label={t`Latest notices`}
          className="max-h-[26rem] divide-y divide-slate-100 overflow-y-auto"
          tabIndex={0}
        >
          {items.map((notice) => (
            <li key={notice._id} className="px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-medium text-slate-900">{notice.title}</h3>
                <time dateTime={notice.createdAt} className="text-xs whitespace-nowrap text-slate-500">
                  {formatDate(notice.createdAt)}
                </time>
              </div>
              <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-slate-600">{notice.description}</p>
            </li>
          ))}
        </ul>
      )}
    </ListPanel>
  );
}
