import { useState } from 'react';
import { RotateCcw } from 'lucide';
import { outboxMessages, type RetryFailedMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/outbox';
import { domainText } from '@/lib/domain-text/registry';
import { useRetryFailedMessages } from '../api/retry-failed-messages';
import { retriedText, retryScopeText } from '../utils/outbox-texts';

const text = outboxMessages;

/**
 * "Retry failed" for the messages of `filter` (all of them without one), confirmed first, then how many went back in
 * the queue.
 */
export function RetryFailedMessagesButton({
  filter,
  studentName,
  disabled = false,
}: {
  filter: RetryFailedMessages;
  /** The student of `filter.studentId`, for the confirmation. */
  studentName?: string;
  disabled?: boolean;
}) {
  const retry = useRetryFailedMessages();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      {retry.isError && <Alert>{errorMessage(retry.error, text.retryFailed)}</Alert>}
      {retry.isSuccess && <Alert tone="success">{retriedText(retry.data.retried)}</Alert>}
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          retry.reset();
          setConfirming(true);
        }}
      >
        <Icon icon={RotateCcw} aria-hidden="true" className="size-4" />
        {domainText(text.retry)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={domainText(text.retryTitle)}
        message={retryScopeText(
          filter.channel,
          filter.studentId ? (studentName ?? domainText(text.thisStudent)) : undefined,
        )}
        confirmLabel={domainText(text.retryConfirm)}
        loading={retry.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => retry.mutate(filter, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
