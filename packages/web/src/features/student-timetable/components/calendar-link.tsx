import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { attendanceMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Placeholder } from '@/components/ui/placeholder';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/attendance';
import { domainText } from '@/lib/domain-text/registry';
import { useCalendarLink } from '../api/get-calendar-link';
import { useResetCalendarLink } from '../api/reset-calendar-link';

/** Not spec texts: the spec has no calendar feed. */
export const CALENDAR_LINK_LOAD_FAILED = msg`Failed to load your calendar link. Please try again.`;
export const CALENDAR_LINK_RESET_FAILED = msg`Failed to reset your calendar link. Please try again.`;
export const LINK_COPIED = msg`Link copied`;
export const COPY_BY_HAND = msg`Copying is not allowed here: the link is selected, copy it yourself.`;

/** Loaded the first time Reset link is pressed. */
const ConfirmDialog = lazyDialog(
  () => import('@/components/ui/dialog').then((module) => module.ConfirmDialog),
  ({ open }) => open,
);

/**
 * The address of the student's calendar feed, to subscribe to in a calendar app, with Copy; and Reset link, which
 * gives the feed a new address after a confirmation that says the old one stops working.
 */
export function CalendarLinkCard() {
  const { t, i18n } = useLingui();
  const link = useCalendarLink();
  const reset = useResetCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<MessageDescriptor | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(LINK_COPIED);
    } catch {
      field.current?.select();
      setCopied(COPY_BY_HAND);
    }
  };

  const confirmReset = () => {
    setCopied(null);
    reset.mutate(undefined, { onSettled: () => setConfirming(false) });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Add to your calendar</Trans>
      </h2>
      <p id={hintId} className="text-sm text-slate-600">
        <Trans>
          Add this link to Google Calendar or your phone&apos;s calendar (&ldquo;subscribe by URL&rdquo;) to see your
          classes there as the timetable changes. Keep it to yourself: anyone with the link can see your timetable.
        </Trans>
      </p>
      {link.isError ? (
        <ErrorState message={i18n._(CALENDAR_LINK_LOAD_FAILED)} onRetry={() => void link.refetch()} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {link.data ? (
            <input
              ref={field}
              readOnly
              value={link.data.url}
              aria-label={t`Calendar link`}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 flex-1 rounded-lg border-0 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
            />
          ) : (
            <p className="flex-1 py-2 text-sm" role="status" aria-label={t`Loading your calendar link…`}>
              <Placeholder className="w-full" />
            </p>
          )}
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!link.data} onClick={() => link.data && void copy(link.data.url)}>
              <Trans>Copy</Trans>
            </Button>
            <Button variant="dangerGhost" disabled={!link.data} onClick={() => setConfirming(true)}>
              <Trans>Reset link</Trans>
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {copied && i18n._(copied)}
      </p>
      {reset.isSuccess && <Alert tone="success">{domainText(attendanceMessages.calendarLinkReset)}</Alert>}
      {reset.isError && <Alert>{errorMessage(reset.error, i18n._(CALENDAR_LINK_RESET_FAILED))}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t`Reset the calendar link?`}
        message={t`The old link stops working: calendars that subscribed to it no longer get your classes. Add the new link to them instead.`}
        confirmLabel={t`Reset link`}
        danger
        loading={reset.isPending}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
