import { useLingui } from '@lingui/react/macro';
import { generatePath, useLocation } from 'react-router';
import { attendanceMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import '@/lib/domain-text/attendance';
import { domainText } from '@/lib/domain-text/registry';
import { useDiscardQueuedAttendance } from '../api/discard-queued-attendance';
import { useQueuedAttendance } from '../api/get-queued-attendance';
import type { QueuedSave } from '../api/queued-attendance';
import { useSendQueuedAttendance } from '../api/send-queued-attendance';

const classPath = (classSessionId: string) => generatePath(paths.admin.classAttendance, { classSessionId });

/**
 * Where a queued save of a class stands: waiting to be sent, or not sent, and why, with a way to discard it. On the
 * class's own page (`here`) it speaks of "your marks"; elsewhere it names the class and links to it.
 */
export function QueuedSaveStatus({ save, here = false }: { save: QueuedSave; here?: boolean }) {
  const { t } = useLingui();
  const discard = useDiscardQueuedAttendance();
  // The domain's texts (attendanceMessages.queued…) in the language shown.
  const { label } = save;
  if (!save.problem) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {here
          ? domainText(attendanceMessages.queuedWaiting)
          : t`Waiting to send: your marks for ${label}. They are sent when the connection returns.`}
      </p>
    );
  }
  const { problem } = save;
  let message: string;
  if (problem.kind === 'conflict')
    message = here
      ? domainText(attendanceMessages.queuedConflictHere)
      : t`Your marks for ${label} were not sent: someone else saved this class's attendance since. Open the class to see theirs and mark again.`;
  else {
    const why = domainText(problem.message);
    message = here ? t`Your marks were not sent: ${why}` : t`Your marks for ${label} were not sent: ${why}`;
  }
  return (
    <Alert
      action={
        <div className="flex flex-wrap justify-end gap-2">
          {!here && (
            <ButtonLink size="sm" variant="secondary" to={classPath(save.classSessionId)}>
              {domainText(attendanceMessages.queuedOpenClass)}
            </ButtonLink>
          )}
          <Button
            size="sm"
            variant="secondary"
            loading={discard.isPending}
            onClick={() => discard.mutate({ user: save.user, classSessionId: save.classSessionId })}
          >
            {domainText(attendanceMessages.queuedDiscard)}
          </Button>
        </div>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The admin area's part in sending attendance saved offline: it sends the queue when the area opens and when the
 * connection returns, and shows, above every page but the class's own, the saves still waiting and those refused.
 */
export function QueuedAttendance() {
  const { t } = useLingui();
  useSendQueuedAttendance();
  const queue = useQueuedAttendance();
  const { pathname } = useLocation();
  const shown = (queue.data ?? []).filter((save) => classPath(save.classSessionId) !== pathname);
  if (shown.length === 0) return null;
  return (
    <section aria-label={t`Attendance not sent`} className="mb-4 space-y-2">
      {shown.map((save) => (
        <QueuedSaveStatus key={save.classSessionId} save={save} />
      ))}
    </section>
  );
}
