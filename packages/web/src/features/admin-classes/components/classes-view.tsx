import { Clock, MapPin, TableProperties, User } from 'lucide';
import { generatePath, Link, useSearchParams } from 'react-router';
import { addDays, isIsoDate, type ClassSession } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { InputField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuthorization } from '@/lib/authorization';
import { formatDay } from '@/lib/format-day';
import { useHydrated } from '@/lib/use-hydrated';
import { useFilterParam } from '@/lib/use-list-params';
import { useToday } from '@/lib/use-today';
import { useClassSessions } from '../api/get-class-sessions';
import { registerPath } from '../utils/addresses';
import { ClassStatusBadge } from './class-status-badge';
import { Icon } from '@/components/ui/icon';
import { StepButton } from './step-button';

const LOAD_FAILED = 'Failed to load the classes. Please try again.';

const byTime = (a: ClassSession, b: ClassSession) =>
  a.start.localeCompare(b.start) ||
  a.courseName.localeCompare(b.courseName) ||
  a.sectionName.localeCompare(b.sectionName);

function ClassCard({ classSession, canMark }: { classSession: ClassSession; canMark: boolean }) {
  const { courseName, sectionName, start, end, room, instructorName } = classSession;
  const title = `${courseName} · ${sectionName}`;
  return (
    <li
      className={`relative flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 focus-within:ring-2 focus-within:ring-brand-500 ${canMark ? 'hover:ring-brand-300' : ''}`}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900 tabular-nums">
          <Icon icon={Clock} aria-hidden="true" className="size-4 text-slate-500" />
          {start}–{end}
        </p>
        <ClassStatusBadge classSession={classSession} />
      </div>
      <h2 className="text-base font-semibold text-slate-900">
        {canMark ? (
          // The whole card opens the class's attendance: a large target for a thumb.
          <Link
            to={generatePath(paths.admin.classAttendance, { classSessionId: classSession._id })}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {room && (
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={MapPin} aria-hidden="true" className="size-4" />
            <span className="sr-only">Room </span>
            {room}
          </span>
        )}
        {instructorName && (
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={User} aria-hidden="true" className="size-4" />
            <span className="sr-only">Instructor </span>
            {instructorName}
          </span>
        )}
      </p>
      <div className="relative z-10 flex justify-end">
        <ButtonLink
          variant="ghost"
          size="sm"
          className="-mr-2 min-h-11"
          to={registerPath(classSession.sectionId, classSession.date)}
          aria-label={`Register of ${title}`}
        >
          <Icon icon={TableProperties} aria-hidden="true" className="size-4" />
          Register
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * A day's classes in time order, each marked or not: the instructor's own, or every class for the office. The day is
 * in the address (`?date=`, today in India when none), with the day before and after a tap away; a class opens its
 * attendance for those who mark it.
 */
export function ClassesView() {
  const today = useToday();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const given = params.get('date');
  const date = given !== null && isIsoDate(given) ? given : today;
  const [show, setShow] = useFilterParam('show', ['unmarked'] as const);
  const classes = useClassSessions(date);
  const { role, may } = useAuthorization();
  const canMark = may('teaching');

  const goTo = (day: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (isIsoDate(day)) next.set('date', day);
      return next;
    });

  const all = classes.data ? [...classes.data].sort(byTime) : [];
  const unmarked = all.filter((each) => !each.marked && !each.cancelled);
  const shown = show === 'unmarked' ? unmarked : all;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Classes"
        description={
          role === 'instructor'
            ? 'Your classes of the day: open one to mark its attendance.'
            : "Every class of the day, marked or not, and each section's register."
        }
      />
      <section aria-label="Day" className="space-y-3">
        <div className="flex items-end gap-2">
          <StepButton to="previous" label="Previous day" onStep={date ? () => goTo(addDays(date, -1)) : undefined} />
          <div className="flex-1 sm:max-w-56">
            <InputField
              label="Date"
              type="date"
              value={date ?? ''}
              required
              className="min-h-11"
              onChange={(event) => goTo(event.target.value)}
            />
          </div>
          <StepButton to="next" label="Next day" onStep={date ? () => goTo(addDays(date, 1)) : undefined} />
          {today && date !== today && (
            <Button variant="ghost" className="min-h-11" onClick={() => goTo(today)}>
              Today
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* A line of its own on a phone, even before the day is known, so the day's arrival moves nothing. */}
          <h2 className="min-h-6 basis-full font-semibold text-slate-900 sm:basis-auto">
            {date && `${formatDay(date)}${date === today ? ' (today)' : ''}`}
          </h2>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-600"
              disabled={!hydrated}
              checked={show === 'unmarked'}
              onChange={(event) => setShow(event.target.checked ? 'unmarked' : undefined)}
            />
            Not marked only
          </label>
        </div>
      </section>
      {!date || classes.isPending ? (
        <LoadingState label="Loading classes…" />
      ) : classes.isError ? (
        <ErrorState message={errorMessage(classes.error, LOAD_FAILED)} onRetry={() => void classes.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={all.length === 0 ? 'No classes on this day' : 'Every class of this day is marked'} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {all.length} {all.length === 1 ? 'class' : 'classes'} · {unmarked.length} not marked
          </p>
          <ul aria-label="Classes" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((classSession) => (
              <ClassCard key={classSession._id} classSession={classSession} canMark={canMark} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
