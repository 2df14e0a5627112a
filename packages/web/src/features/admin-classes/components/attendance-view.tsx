import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Clock, MapPin, TableProperties, User } from 'lucide';
import { attendanceMessages, type AttendanceInput } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { SaveOutcome } from '@/components/ui/save-outcome';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuthorization } from '@/lib/authorization';
import '@/lib/domain-text/attendance';
import { domainText } from '@/lib/domain-text/registry';
import { formatDateTime } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { queuedInputAt, useQueuedSave } from '@/lib/queued-saves';
import { QueuedSaveStatus } from '@/components/queued-save-status';
import { useToday } from '@/lib/use-today';
import { useAttendance } from '../api/get-attendance';
import { useSaveAttendance } from '../api/save-attendance';
import { classTitle, classWhen } from '../utils/class-label';
import { markingAccess } from '../utils/marking';
import { classesPath, registerPath } from '../utils/addresses';
import { AttendanceForm } from './attendance-form';
import { ClassStatusBadge } from './class-status-badge';
import { Icon } from '@/components/ui/icon';

/**
 * A class's attendance: who it is for and when, then its roster, marked and saved whole. A save made on a version
 * someone else has saved over since is refused with the server's message, and Reload reads their marks. With no
 * connection the save waits on the device to be sent (#46), and the screen says so until it is, or why it was not.
 */
export function AttendanceView({ classSessionId }: { classSessionId: string }) {
  const { t } = useLingui();
  const roster = useAttendance(classSessionId);
  const save = useSaveAttendance();
  const queue = useQueuedSave('attendance', classSessionId);
  const { role } = useAuthorization();
  const today = useToday();
  // The outcome of the last save stays up until the marks are changed again.
  const [outcomeShown, setOutcomeShown] = useState(false);

  if (roster.isPending || queue.isPending) return <LoadingState label={t`Loading the class…`} />;
  if (roster.isError) {
    return (
      <div className="space-y-5">
        <BackLink to={paths.admin.classes}>
          <Trans>Classes</Trans>
        </BackLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Attendance</Trans>
        </h1>
        <ErrorState
          message={errorMessage(roster.error, t`Failed to load the attendance. Please try again.`)}
          onRetry={() => void roster.refetch()}
        />
      </div>
    );
  }

  const { classSession, version, markedAt } = roster.data;
  const access = today ? markingAccess(roster.data, role, today) : ({ kind: 'closed', why: '' } as const);
  const title = classTitle(classSession);
  const queued = queue.save;
  const savedAt = markedAt && formatDateTime(markedAt);

  const send = (input: AttendanceInput) => {
    setOutcomeShown(true);
    save.mutate({ classSessionId, input, version, label: `${title}, ${classWhen(classSession)}` });
  };

  const reload = () =>
    void roster.refetch().then(() => {
      save.reset();
      setOutcomeShown(false);
    });

  return (
    <div className="space-y-5">
      <BackLink to={classesPath(classSession.date)}>
        <Trans>Classes</Trans>
      </BackLink>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            <Trans>Attendance</Trans>
          </h1>
          <ClassStatusBadge classSession={{ cancelled: classSession.cancelled, marked: version > 0 }} />
        </div>
        <p className="font-medium text-slate-900">{title}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={Clock} aria-hidden="true" className="size-4" />
            {formatDay(classSession.date)}, {classSession.start}–{classSession.end}
          </span>
          {classSession.room && (
            <span className="inline-flex items-center gap-1.5">
              <Icon icon={MapPin} aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Room</Trans>{' '}
              </span>
              {classSession.room}
            </span>
          )}
          {classSession.instructorName && (
            <span className="inline-flex items-center gap-1.5">
              <Icon icon={User} aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Instructor</Trans>{' '}
              </span>
              {classSession.instructorName}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-500">
            {savedAt ? t`Last saved ${savedAt}` : t`Not marked yet: everyone starts as present.`}
          </p>
          <ButtonLink
            variant="secondary"
            size="sm"
            className="min-h-11"
            to={registerPath(classSession.sectionId, classSession.date)}
            aria-label={t`Register of ${title}`}
          >
            <Icon icon={TableProperties} aria-hidden="true" className="size-4" />
            <Trans>Register</Trans>
          </ButtonLink>
        </div>
      </header>
      {access.kind === 'closed' && access.why && <Alert>{domainText(access.why)}</Alert>}
      {queued && <QueuedSaveStatus save={queued} here />}
      {outcomeShown && !(save.data && 'queued' in save.data) && (
        <SaveOutcome
          save={save}
          saved={domainText(attendanceMessages.attendanceSaved)}
          failed={t`Failed to save the attendance. Please try again.`}
          onReload={reload}
          reloading={roster.isFetching}
        />
      )}
      <AttendanceForm
        key={`${classSessionId}:${version}`}
        roster={roster.data}
        access={access}
        queued={queuedInputAt(queued, version)}
        saving={save.isPending}
        onSave={send}
        onChange={() => setOutcomeShown(false)}
      />
    </div>
  );
}
