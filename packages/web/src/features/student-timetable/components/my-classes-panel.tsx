import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Placeholder } from '@/components/ui/placeholder';
import { ErrorState } from '@/components/ui/states';
import { useMyTimetable } from '../api/get-my-timetable';

/** Not a spec text: the spec has no timetable. */
export const TIMETABLE_LOAD_FAILED = msg`Failed to load your classes. Please try again.`;

const loadClasses = () => import('./my-classes');
const MyClasses = lazy(() => loadClasses().then((module) => ({ default: module.MyClasses })));

/** As tall as the panel with no class today or ahead, so the dashboard below it stays put in the common case. */
function ClassesPlaceholder() {
  return (
    <>
      <span role="status" className="sr-only">
        <Trans>Loading your classes…</Trans>
      </span>
      <p className="mt-1 text-sm">
        <Placeholder className="w-24" />
      </p>
      <p className="mt-3 text-sm">
        <Placeholder className="w-40" />
      </p>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">
        <Trans>The week ahead</Trans>
      </h3>
      <p className="mt-2 text-sm">
        <Placeholder className="w-48" />
      </p>
    </>
  );
}

/**
 * Today's classes and the week ahead on the dashboard. The timetable is asked for with the page (its document asks
 * before the scripts run); the code that shows it is a chunk of its own, fetched meanwhile, so the dashboard's first
 * load stays within its budget.
 */
export function MyClassesPanel() {
  const { i18n } = useLingui();
  const timetable = useMyTimetable();
  const headingId = useId();
  useEffect(() => void loadClasses(), []);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={timetable.isPending}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Today&apos;s classes</Trans>
      </h2>
      {timetable.isError ? (
        <div className="mt-3">
          <ErrorState message={i18n._(TIMETABLE_LOAD_FAILED)} onRetry={() => void timetable.refetch()} />
        </div>
      ) : timetable.data ? (
        <Suspense fallback={<ClassesPlaceholder />}>
          <MyClasses timetable={timetable.data} />
        </Suspense>
      ) : (
        <ClassesPlaceholder />
      )}
    </section>
  );
}
