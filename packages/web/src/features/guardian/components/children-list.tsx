import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide';
import { generatePath, Link } from 'react-router';
import { familyMessages } from '@campus/domain';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import '@/lib/domain-text/family';
import { domainText } from '@/lib/domain-text/registry';
import { useGuardianMe } from '../api/get-guardian-me';
import { CHILD_PAGES } from '../utils/child-pages';

/** The guardian's children, each a card leading to their pages. */
export function ChildrenList() {
  const { t, i18n } = useLingui();
  const me = useGuardianMe();
  const guardianName = me.data?.name;
  return (
    <>
      <PageHeader
        title={me.data ? t`Hello, ${guardianName}` : t`Your children`}
        description={t`Fees, attendance, results and the timetable of each of your children.`}
      />
      {me.isPending ? (
        <LoadingState label={t`Loading your children…`} />
      ) : me.isError ? (
        <ErrorState message={domainText(familyMessages.childrenLoadFailed)} onRetry={() => void me.refetch()} />
      ) : me.data.children.length === 0 ? (
        <EmptyState title={t`No children yet`}>{domainText(familyMessages.noChildren)}</EmptyState>
      ) : (
        <ul aria-label={t`Your children`} className="space-y-4">
          {me.data.children.map((child) => {
            const childName = child.name;
            return (
              <li key={child._id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
                <Link
                  to={generatePath(paths.family.child, { studentId: child._id })}
                  className="flex items-center justify-between gap-3 rounded-t-2xl px-5 py-4 hover:bg-slate-50"
                >
                  <h2 className="min-w-0 text-lg font-semibold wrap-break-word text-slate-900">{child.name}</h2>
                  <Icon icon={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                </Link>
                <nav
                  aria-label={t`${childName}'s pages`}
                  className="grid grid-cols-2 gap-px border-t border-slate-100 bg-slate-100 sm:grid-cols-4"
                >
                  {CHILD_PAGES.filter((page) => page.path !== paths.family.child).map((page) => {
                    const label = i18n._(page.label);
                    return (
                      <Link
                        key={page.path}
                        to={generatePath(page.path, { studentId: child._id })}
                        aria-label={t`${label} of ${childName}`}
                        className="flex items-center gap-2 bg-white px-5 py-3 text-sm font-medium text-slate-700 last:rounded-b-2xl hover:bg-slate-50 hover:text-brand-700"
                      >
                        <Icon icon={page.icon} aria-hidden="true" className="size-4 text-slate-400" />
                        {label}
                      </Link>
                    );
                  })}
                </nav>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
