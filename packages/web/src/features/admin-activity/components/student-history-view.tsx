import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router';
import { SignInLockNotice } from '@/components/sign-in-lock-notice';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useKeepPageInRange, usePageParam } from '@/lib/use-list-params';
import { useAuditEvents } from '../api/get-audit-events';
import { AuditEventList } from './audit-event-list';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/** What the student list passes along to name the student in the heading. */
export interface StudentHistoryState {
  name?: string;
}

/**
 * Everything done to one student's record, enrolments, fee accounts and payments, newest first; above it, whether their
 * sign-in is locked after too many wrong attempts, with a way to unlock it.
 */
export function StudentHistoryView() {
  const { t } = useLingui();
  const { studentId = '' } = useParams();
  const name = (useLocation().state as StudentHistoryState | null)?.name;
  const [page, setPage] = usePageParam();
  const events = useDeferredFirstAnswer(useAuditEvents({ page, studentId }));
  useKeepPageInRange(page, setPage, events.data);
  return (
    <>
      <PageHeader
        title={name ? t`History of ${name}` : t`Student history`}
        description={t`Changes to the student's record, and to their fee accounts and payments, newest first.`}
        actions={
          <BackLink to={paths.admin.students}>
            <Trans>Back to students</Trans>
          </BackLink>
        }
      />
      <div className="mb-5 empty:hidden">
        <SignInLockNotice account={`/admin/students/${studentId}`} name={name ?? t`this student`} />
      </div>
      <AuditEventList events={events} onPage={setPage} empty={t`Nothing has been recorded for this student yet`} />
    </>
  );
}
