import { useState } from 'react';
import { RotateCcw } from 'lucide';
import { outboxMessages, type RetryFailedMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import { useRetryFailedMessages } from '../api/retry-failed-messages';

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
      {retry.isSuccess && <Alert tone="success">{text.retried(retry.data.retried)}</Alert>}
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          retry.reset();
          setConfirming(true);
        }}
      >
        <Icon icon={RotateCcw} aria-hidden="true" className="size-4" />
        {text.retry}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.retryTitle}
        message={text.retryScope(filter.channel, filter.studentId ? (studentName ?? text.thisStudent) : undefined)}
        confirmLabel={text.retryConfirm}
        loading={retry.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => retry.mutate(filter, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
