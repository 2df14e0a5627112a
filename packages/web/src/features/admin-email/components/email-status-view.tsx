import { RotateCcw } from 'lucide';
import { emailErrorInWords, emailMessages, type EmailStatus } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { Authorization } from '@/lib/authorization';
import { useEmailStatus } from '@/lib/get-email-status';
import { useRetryFailedEmails } from '../api/retry-failed-emails';
import { WaitingEmails } from './waiting-emails';

const page = emailMessages.page;
const FIGURES = [
  ['queued', page.queued],
  ['sending', page.sending],
  ['sent', page.sent],
  ['failed', page.failed],
] as const satisfies readonly (readonly [keyof EmailStatus, string])[];

/** The outbox's counts and last error, and the emails waiting; admins can send the failed emails again. */
export function EmailStatusView() {
  const status = useEmailStatus();
  const retry = useRetryFailedEmails();

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={page.title}
        description="Receipts, notices and fee reminders sent by email, and what became of them."
      />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message={page.load} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {!status.data.configured && <Alert>{emailMessages.notConfigured}</Alert>}
          <Card>
            <dl aria-label="Email figures" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {FIGURES.map(([key, label]) => (
                <div key={key} className="rounded-lg bg-slate-50 p-4">
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                    {status.data[key].toLocaleString('en-IN')}
                  </dd>
                </div>
              ))}
            </dl>
            {status.data.lastError && (
              <div className="mt-5 border-t border-slate-100 pt-4">
                <h2 className="text-sm font-medium text-slate-600">{page.lastError}</h2>
                {emailErrorInWords(status.data.lastError) !== status.data.lastError && (
                  <p className="mt-1 text-sm text-rose-700">{emailErrorInWords(status.data.lastError)}</p>
                )}
                <p className="mt-1 font-mono text-sm break-words text-rose-700">{status.data.lastError}</p>
              </div>
            )}
          </Card>
          <Authorization access="admin">
            <div className="space-y-3">
              {retry.isError && <Alert>{errorMessage(retry.error, page.retryFailed)}</Alert>}
              {retry.isSuccess && <Alert tone="success">{retry.data.message}</Alert>}
              <Button
                variant="secondary"
                loading={retry.isPending}
                disabled={status.data.failed === 0}
                onClick={() => retry.mutate()}
              >
                {!retry.isPending && <Icon icon={RotateCcw} aria-hidden="true" className="size-4" />}
                {page.retry}
              </Button>
            </div>
          </Authorization>
          <WaitingEmails />
        </>
      )}
    </div>
  );
}
