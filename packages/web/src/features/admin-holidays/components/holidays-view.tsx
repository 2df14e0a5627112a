import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Trash2 } from 'lucide';
import type { Holiday } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { Authorization } from '@/lib/authorization';
import { formatDay } from '@/lib/format-day';
import { useToday } from '@/lib/use-today';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidays } from '../api/get-holidays';
import { AddHolidayForm } from './add-holiday-form';
import { Icon } from '@/components/ui/icon';

/**
 * The institute's holidays from today on, on which no class is held. Every staff member sees them; an admin adds and
 * deletes them (the server refuses anyone else).
 */
export function HolidaysView() {
  const { t } = useLingui();
  const today = useToday();
  const holidays = useHolidays(today);
  const remove = useDeleteHoliday();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [deleted, setDeleted] = useState<Holiday | null>(null);

  const cancelDelete = () => {
    if (remove.isPending) return;
    remove.reset();
    setDeleting(null);
  };

  return (
    <div className="space-y-5">
      <PageHeader title={t`Holidays`} description={t`Days the institute is closed: no class is held on them.`} />
      <Authorization access="admin">
        <Card className="p-4 sm:p-6">
          <AddHolidayForm today={today} />
        </Card>
      </Authorization>
      {deleted && <Deleted holiday={deleted} />}
      <section aria-labelledby="upcoming-holidays" className="space-y-3">
        <h2 id="upcoming-holidays" className="text-base font-semibold text-slate-900">
          <Trans>Upcoming holidays</Trans>
        </h2>
        {!today || holidays.isPending ? (
          <LoadingState label={t`Loading holidays…`} />
        ) : holidays.isError ? (
          <ErrorState
            message={errorMessage(holidays.error, t`Failed to load the holidays. Please try again.`)}
            onRetry={() => void holidays.refetch()}
          />
        ) : holidays.data.length === 0 ? (
          <EmptyState title={t`No holidays ahead`} />
        ) : (
          <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
            <ul aria-label={t`Upcoming holidays`} className="divide-y divide-slate-100">
              {holidays.data.map((holiday) => {
                const name = holiday.name;
                const day = formatDay(holiday.date);
                return (
                  <li key={holiday._id} className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{holiday.name}</p>
                      <p className="text-sm text-slate-600">
                        <time dateTime={holiday.date}>{formatDay(holiday.date)}</time>
                      </p>
                    </div>
                    <Authorization access="admin">
                      <Button
                        variant="dangerGhost"
                        className="min-h-11 shrink-0"
                        aria-label={t`Delete ${name} on ${day}`}
                        onClick={() => {
                          setDeleted(null);
                          remove.reset();
                          setDeleting(holiday);
                        }}
                      >
                        <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                        <span className="hidden sm:inline">
                          <Trans>Delete</Trans>
                        </span>
                      </Button>
                    </Authorization>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete holiday?`}
        message={
          deleting && (
            <div className="space-y-3">
              <DeleteWarning holiday={deleting} />
              {remove.isError && (
                <Alert>{errorMessage(remove.error, t`Failed to delete the holiday. Please try again.`)}</Alert>
              )}
            </div>
          )
        }
        confirmLabel={t`Delete`}
        danger
        loading={remove.isPending}
        onCancel={cancelDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleted(deleting);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}

function Deleted({ holiday }: { holiday: Holiday }) {
  const name = holiday.name;
  const day = formatDay(holiday.date);
  return (
    <Alert tone="success">
      <Trans>
        {name} on {day} deleted: the timetables give the day its classes back.
      </Trans>
    </Alert>
  );
}

function DeleteWarning({ holiday }: { holiday: Holiday }) {
  const name = holiday.name;
  const day = formatDay(holiday.date);
  return (
    <p>
      <Trans>
        {name} on {day} will no longer be a holiday: the timetables give the day its classes back.
      </Trans>
    </p>
  );
}
