import { useLingui } from '@lingui/react/macro';
import { generatePath, useLocation } from 'react-router';
import { assessmentMessages, attendanceMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import '@/lib/domain-text/assessments';
import '@/lib/domain-text/attendance';
import { domainText } from '@/lib/domain-text/registry';
import type { QueuedSave } from '@/lib/queued-save';
import { useDiscardQueuedSave, useQueuedSaves, useSendQueuedSaves, type QueueSenders } from '@/lib/queued-saves';

/** The page a queued save was made on. */
const pathOf = (save: QueuedSave) =>
  save.kind === 'attendance'
    ? generatePath(paths.admin.classAttendance, { classSessionId: save.classSessionId })
    : generatePath(paths.admin.assessmentMarks, { assessmentId: save.assessmentId });

/**
 * Where a queued save stands: waiting to be sent, or not sent, and why, with a way to discard it. On its own page
 * (`here`) it speaks of "your marks"; elsewhere it names the class or assessment and links to it. The domain's texts
 * (attendanceMessages.queued…, assessmentMessages.queued…) in the language shown.
 */
export function QueuedSaveStatus({ save, here = false }: { save: QueuedSave; here?: boolean }) {
  const { t } = useLingui();
  const discard = useDiscardQueuedSave();
  const { label, problem } = save;
  if (!problem) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {here
          ? domainText(attendanceMessages.queuedWaiting)
          : t`Waiting to send: your marks for ${label}. They are sent when the connection returns.`}
      </p>
    );
  }
  const attendance = save.kind === 'attendance';
  let message: string;
  if (problem.kind === 'refused') {
    const why = domainText(problem.message);
    message = here ? t`Your marks were not sent: ${why}` : t`Your marks for ${label} were not sent: ${why}`;
  } else if (here) {
    message = domainText(attendance ? attendanceMessages.queuedConflictHere : assessmentMessages.queuedConflictHere);
  } else {
    message = attendance
      ? t`Your marks for ${label} were not sent: someone else saved this class's attendance since. Open the class to see theirs and mark again.`
      : t`Your marks for ${label} were not sent: someone else saved this assessment's marks since. Open the assessment to see theirs and enter yours again.`;
  }
  return (
    <Alert
      action={
        <div className="flex flex-wrap justify-end gap-2">
          {!here && (
            <ButtonLink size="sm" variant="secondary" to={pathOf(save)}>
              {domainText(attendance ? attendanceMessages.queuedOpenClass : assessmentMessages.queuedOpenAssessment)}
            </ButtonLink>
          )}
          <Button size="sm" variant="secondary" loading={discard.isPending} onClick={() => discard.mutate(save)}>
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
 * The admin area's part in sending what was saved offline (attendance and marks): it sends the queue when the area
 * opens and when the connection returns, and shows, above every page but the save's own, the saves still waiting and
 * those refused. `senders` (each kind's, from its feature) is the same object from render to render.
 */
export function QueuedSaves({ senders }: { senders: QueueSenders }) {
  const { t } = useLingui();
  useSendQueuedSaves(senders);
  const queue = useQueuedSaves();
  const { pathname } = useLocation();
  const shown = (queue.data ?? []).filter((save) => pathOf(save) !== pathname);
  if (shown.length === 0) return null;
  return (
    <section aria-label={t`Marks not sent`} className="mb-4 space-y-2">
      {shown.map((save) => (
        <QueuedSaveStatus key={pathOf(save)} save={save} />
      ))}
    </section>
  );
}
