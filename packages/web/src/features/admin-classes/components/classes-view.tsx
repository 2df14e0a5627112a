import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Ban, CalendarPlus, Clock, MapPin, MoveRight, RotateCcw, TableProperties, User } from 'lucide';
import { generatePath, Link, useSearchParams } from 'react-router';
import { addDays, classHasStarted, isIsoDate, type ClassSession } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { InputField } from '@/components/ui/field';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { Authorization, useAuthorization } from '@/lib/authorization';
import { formatDay } from '@/lib/format-day';
import { useHydrated } from '@/lib/hydration';
import { useFilterParam } from '@/lib/use-list-params';
import { useToday } from '@/lib/use-today';
import { useClassSessions } from '../api/get-class-sessions';
import { registerPath } from '../utils/addresses';
import { classTitle, classWhen } from '../utils/class-label';
import { ClassStatusBadge } from './class-status-badge';
import { Icon } from '@/components/ui/icon';
import { StepButton } from './step-button';

// The forms an admin changes a day's classes with load when first opened, not with the page.
const AddClassDialog = lazyDialog(
  () => import('./add-class-dialog').then((module) => module.AddClassDialog),
  ({ open }) => open,
);
const MoveClassDialog = lazyDialog(
  () => import('./move-class-dialog').then((module) => module.MoveClassDialog),
  ({ classSession }) => classSession !== null,
);
const CancelClassDialog = lazyDialog(
  () => import('./cancel-class-dialog').then((module) => module.CancelClassDialog),
  ({ classSession }) => classSession !== null,
);

interface Notice {
  text: string;
  /** A new notice is a new element, so the same text twice is still announced. */
  key: number;
}

/** What an admin is doing to one of the day's classes, by its id: it is read from the day's list as it is now. */
type Change = { action: 'move' | 'cancel'; id: string };

const byTime = (a: ClassSession, b: ClassSession) =>
  a.start.localeCompare(b.start) ||
  a.courseName.localeCompare(b.courseName) ||
  a.sectionName.localeCompare(b.sectionName);

/**
 * What an admin may do to a class not marked yet (the server changes no class with attendance): cancel it, or restore
 * it when cancelled, and move it while it has not begun.
 */
function ClassChanges({
  classSession,
  onChange,
}: {
  classSession: ClassSession;
  onChange: (action: Change['action']) => void;
}) {
  const { t } = useLingui();
  if (classSession.marked) return null;
  const label = `${classTitle(classSession)}, ${classSession.start}–${classSession.end}`;
  if (classSession.cancelled) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        aria-label={t`Restore ${label}`}
        onClick={() => onChange('cancel')}
      >
        <Icon icon={RotateCcw} aria-hidden="true" className="size-4" />
        <Trans>Restore</Trans>
      </Button>
    );
  }
  return (
    <>
      {!classHasStarted(classSession, new Date()) && (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          aria-label={t`Move ${label}`}
          onClick={() => onChange('move')}
        >
          <Icon icon={MoveRight} aria-hidden="true" className="size-4" />
          <Trans>Move</Trans>
        </Button>
      )}
      <Button
        variant="dangerGhost"
        size="sm"
        className="min-h-11"
        aria-label={t`Cancel class ${label}`}
        onClick={() => onChange('cancel')}
      >
        <Icon icon={Ban} aria-hidden="true" className="size-4" />
        <Trans>Cancel class</Trans>
      </Button>
    </>
  );
}

function ClassCard({
  classSession,
  canMark,
  onChange,
}: {
  classSession: ClassSession;
  canMark: boolean;
  onChange: (action: Change['action']) => void;
}) {
  const { t } = useLingui();
  const { start, end, room, instructorName, cancelled, extra } = classSession;
  const title = classTitle(classSession);
  return (
    <li
      className={`relative flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 focus-within:ring-2 focus-within:ring-brand-500 ${canMark ? 'hover:ring-brand-300' : ''}`}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900 tabular-nums">
          <Icon icon={Clock} aria-hidden="true" className="size-4 text-slate-500" />
          {cancelled ? (
            <s className="text-slate-500">
              {start}–{end}
            </s>
          ) : (
            `${start}–${end}`
          )}
        </p>
        <span className="flex flex-wrap justify-end gap-1.5">
          {extra && (
            <Badge tone="blue">
              <Trans>Extra class</Trans>
            </Badge>
          )}
          <ClassStatusBadge classSession={classSession} />
        </span>
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
            <span className="sr-only">
              <Trans>Room</Trans>{' '}
            </span>
            {room}
          </span>
        )}
        {instructorName && (
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={User} aria-hidden="true" className="size-4" />
            <span className="sr-only">
              <Trans>Instructor</Trans>{' '}
            </span>
            {instructorName}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-1">
        <Authorization access="admin">
          <div className="relative z-10 -ml-2 mr-auto flex flex-wrap gap-1">
            <ClassChanges classSession={classSession} onChange={onChange} />
          </div>
        </Authorization>
        <ButtonLink
          variant="ghost"
          size="sm"
          className="relative z-10 -mr-2 min-h-11"
          to={registerPath(classSession.sectionId, classSession.date)}
          aria-label={t`Register of ${title}`}
        >
          <Icon icon={TableProperties} aria-hidden="true" className="size-4" />
          <Trans>Register</Trans>
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
  const { t } = useLingui();
  const today = useToday();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const given = params.get('date');
  const date = given !== null && isIsoDate(given) ? given : today;
  const [show, setShow] = useFilterParam('show', ['unmarked'] as const);
  const classes = useClassSessions(date);
  const { role, may } = useAuthorization();
  const canMark = may('teaching');
  const [adding, setAdding] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const tell = (text: string) => setNotice({ text, key: Date.now() });
  const changing = (action: Change['action']) =>
    change?.action === action ? (classes.data?.find((each) => each._id === change.id) ?? null) : null;

  const goTo = (day: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (isIsoDate(day)) next.set('date', day);
      return next;
    });

  const all = classes.data ? [...classes.data].sort(byTime) : [];
  const unmarked = all.filter((each) => !each.marked && !each.cancelled);
  const shown = show === 'unmarked' ? unmarked : all;
  const classCount = all.length;
  const unmarkedCount = unmarked.length;
  const day = date && formatDay(date);

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Classes`}
        description={
          role === 'instructor'
            ? t`Your classes of the day: open one to mark its attendance.`
            : t`Every class of the day, marked or not, and each section's register.`
        }
        actions={
          <Authorization access="admin">
            <Button className="min-h-11" disabled={!date} onClick={() => setAdding(true)}>
              <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />
              <Trans>Add a class</Trans>
            </Button>
          </Authorization>
        }
      />
      {notice && (
        <Alert key={notice.key} tone="success">
          {notice.text}
        </Alert>
      )}
      <section aria-label={t`Day`} className="space-y-3">
        <div className="flex items-end gap-2">
          <StepButton to="previous" label={t`Previous day`} onStep={date ? () => goTo(addDays(date, -1)) : undefined} />
          <div className="flex-1 sm:max-w-56">
            <InputField
              label={t`Date`}
              type="date"
              value={date ?? ''}
              required
              className="min-h-11"
              onChange={(event) => goTo(event.target.value)}
            />
          </div>
          <StepButton to="next" label={t`Next day`} onStep={date ? () => goTo(addDays(date, 1)) : undefined} />
          {today && date !== today && (
            <Button variant="ghost" className="min-h-11" onClick={() => goTo(today)}>
              <Trans>Today</Trans>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* A line of its own on a phone, even before the day is known, so the day's arrival moves nothing. */}
          <h2 className="min-h-6 basis-full font-semibold text-slate-900 sm:basis-auto">
            {day && (date === today ? t`${day} (today)` : day)}
          </h2>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-600"
              disabled={!hydrated}
              checked={show === 'unmarked'}
              onChange={(event) => setShow(event.target.checked ? 'unmarked' : undefined)}
            />
            <Trans>Not marked only</Trans>
          </label>
        </div>
      </section>
      {!date || classes.isPending ? (
        <LoadingState label={t`Loading classes…`} />
      ) : classes.isError ? (
        <ErrorState
          message={errorMessage(classes.error, t`Failed to load the classes. Please try again.`)}
          onRetry={() => void classes.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={all.length === 0 ? t`No classes on this day` : t`Every class of this day is marked`} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t`${plural(classCount, { one: '# class', other: '# classes' })} · ${unmarkedCount} not marked`}
          </p>
          <ul aria-label={t`Classes`} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((classSession) => (
              <ClassCard
                key={classSession._id}
                classSession={classSession}
                canMark={canMark}
                onChange={(action) => {
                  setNotice(null);
                  setChange({ action, id: classSession._id });
                }}
              />
            ))}
          </ul>
        </>
      )}
      <AddClassDialog
        open={adding}
        date={date ?? ''}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          const title = classTitle(added);
          const when = classWhen(added);
          tell(t`Extra class added: ${title} on ${when}.`);
          goTo(added.date);
        }}
      />
      <MoveClassDialog
        classSession={changing('move')}
        onReload={() => classes.refetch()}
        reloading={classes.isRefetching}
        onClose={() => setChange(null)}
        onMoved={(moved) => {
          setChange(null);
          const title = classTitle(moved);
          const when = classWhen(moved);
          const room = moved.room;
          tell(room ? t`${title} moved to ${when}, room ${room}.` : t`${title} moved to ${when}.`);
        }}
      />
      <CancelClassDialog
        classSession={changing('cancel')}
        onReload={() => classes.refetch()}
        reloading={classes.isRefetching}
        onClose={() => setChange(null)}
        onChanged={(changed) => {
          setChange(null);
          const title = classTitle(changed);
          const when = classWhen(changed);
          tell(changed.cancelled ? t`${title} on ${when} cancelled.` : t`${title} on ${when} restored.`);
        }}
      />
    </div>
  );
}
