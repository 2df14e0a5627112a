import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { assessmentMessages, MARKS_REASON_MAX_LENGTH, type Assessment } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import '@/lib/domain-text/assessments';
import { domainText } from '@/lib/domain-text/registry';
import { useSendOnce } from '@/lib/use-send-once';
import { useDeleteAssessment } from '../api/change-assessment';

/** Deletes an assessment; one with marks needs a reason, which the audit trail keeps. */
export function DeleteAssessmentDialog({
  assessment,
  onReload,
  reloading,
  onClose,
  onDeleted,
}: {
  assessment: Assessment;
  onReload: () => Promise<unknown>;
  reloading: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteAssessment();
  const send = useSendOnce(remove);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { title, markedCount } = assessment;
  const hasMarks = markedCount > 0;

  const confirm = () => {
    if (hasMarks && reason.trim() === '') {
      setProblem(assessmentMessages.deleteReasonRequired);
      return;
    }
    send(
      { id: assessment._id, version: assessment.version, ...(hasMarks ? { reason: reason.trim() } : {}) },
      { onSuccess: ({ message }) => onDeleted(message) },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Delete ${title}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            <Trans>Delete</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-600">
        {remove.isError && (
          <SaveError
            error={remove.error}
            fallback={t`Failed to delete the assessment. Please try again.`}
            onReload={() => void onReload().then(() => remove.reset())}
            reloading={reloading}
          />
        )}
        <p>
          {hasMarks
            ? t`${plural(markedCount, { one: '# student has', other: '# students have' })} marks in it: they go with it, and no longer count in any result.`
            : t`Nobody has marks in it yet.`}
        </p>
        {hasMarks && (
          <TextareaField
            label={t`Reason for deleting it`}
            rows={2}
            required
            maxLength={MARKS_REASON_MAX_LENGTH}
            value={reason}
            error={problem && domainText(problem)}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
