import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { attendanceMessages, dateInIndia, errorMessages, type Timetable } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useTeachers } from '@/lib/get-teachers';
import { useTimetable } from '../api/get-timetable';
import { useSaveTimetable } from '../api/save-timetable';
import { TimetableForm, type Teacher } from './timetable-form';

// The failures' texts are not spec texts: the spec has no timetables.

/** Refused because someone saved the timetable since it was read: reading it again is the way on (not for a clash). */
const isStale = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === attendanceMessages.timetableChanged || error.message === errorMessages.editConflict);

/** The active instructors and admins, and whoever the timetable's slots name that is not one of them now. */
function teachersFor(timetable: Timetable, active: Teacher[]): Teacher[] {
  const named = timetable.slots.flatMap(({ instructorId, instructorName }) =>
    instructorId && !active.some((teacher) => teacher._id === instructorId)
      ? [{ _id: instructorId, name: instructorName ?? t`Former instructor` }]
      : [],
  );
  return [...active, ...named.filter((one, index) => named.findIndex((other) => other._id === one._id) === index)];
}

/** What a save did: how many classes the section has to come now. */
function savedText(upcoming: number) {
  const shown = String(upcoming);
  return t`Timetable saved: the section has ${plural(upcoming, { one: `${shown} class`, other: `${shown} classes` })} to come.`;
}

interface Saved {
  upcomingClasses: number;
  key: number;
}

/**
 * A section's weekly timetable over a range of dates. Saving replaces it, with the version read, and the section's
 * coming classes are made again from it; past classes and those with attendance stay as they were.
 */
export function TimetableView({ sectionId }: { sectionId: string }) {
  const { t } = useLingui();
  const timetable = useTimetable(sectionId);
  const teachers = useTeachers();
  const save = useSaveTimetable(sectionId);
  const send = useSendOnce(save);
  const [saved, setSaved] = useState<Saved | null>(null);
  const data = timetable.data;
  const stale = save.isError && isStale(save.error);
  const sectionName = data?.sectionName;
  const courseName = data?.courseName;

  const failure = save.isError && (
    <Alert
      action={
        stale && (
          <Button
            size="sm"
            variant="secondary"
            loading={timetable.isFetching}
            onClick={() => void timetable.refetch().then(() => save.reset())}
          >
            <Trans>Reload</Trans>
          </Button>
        )
      }
    >
      {errorMessage(save.error, t`Failed to save the timetable. Please try again.`)}
    </Alert>
  );

  return (
    <>
      <PageHeader
        title={sectionName ? t`Timetable of ${sectionName}` : t`Timetable`}
        description={
          courseName
            ? t`${courseName}: the section's classes each week, in India's time.`
            : t`The section's classes each week, in India's time.`
        }
        actions={
          data?.courseId ? (
            <BackLink to={generatePath(paths.admin.courseSections, { courseId: data.courseId })}>
              <Trans>Back to sections</Trans>
            </BackLink>
          ) : (
            <BackLink to={paths.admin.courses}>
              <Trans>Back to courses</Trans>
            </BackLink>
          )
        }
      />
      <div className="space-y-5">
        {saved && (
          <Alert key={saved.key} tone="success">
            {savedText(saved.upcomingClasses)}{' '}
            <Link to={paths.admin.classes} className="font-medium underline">
              <Trans>See the classes</Trans>
            </Link>
          </Alert>
        )}
        {timetable.isError || teachers.isError ? (
          <ErrorState
            message={
              timetable.isError
                ? errorMessage(timetable.error, t`Failed to load the timetable. Please try again.`)
                : errorMessage(teachers.error, t`Failed to load the instructors. Please try again.`)
            }
            onRetry={() => void (timetable.isError ? timetable.refetch() : teachers.refetch())}
          />
        ) : !data || !teachers.data ? (
          <LoadingState label={t`Loading timetable…`} />
        ) : (
          <TimetableForm
            key={data.version}
            timetable={data}
            today={dateInIndia(new Date())}
            teachers={teachersFor(data, teachers.data)}
            saving={save.isPending}
            failure={failure}
            onSubmit={(input) => {
              setSaved(null);
              send(
                { ...input, version: data.version },
                { onSuccess: (answer) => setSaved({ upcomingClasses: answer.upcomingClasses, key: Date.now() }) },
              );
            }}
          />
        )}
      </div>
    </>
  );
}
