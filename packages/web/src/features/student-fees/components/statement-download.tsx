import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { Icon } from '@/components/ui/icon';
import { useStudentScope } from '@/lib/student-scope';

/** Not a spec text: the spec has no statement. The component shows it translated (the same English, in `t`). */
export const STATEMENT_FAILED = 'Failed to get your statement. Please try again.';

/** Downloads the student's statement of account (PDF); the download's code comes with the first click, not the page. */
export function StatementDownload() {
  const { t } = useLingui();
  const scope = useStudentScope();
  const download = useMutation({
    mutationFn: () => import('../api/download-statement').then(({ downloadStatement }) => downloadStatement(scope)),
  });
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {!download.isPending && <Icon icon={FileDown} aria-hidden="true" className="size-4" />}{' '}
        <Trans>Statement (PDF)</Trans>
      </Button>
      {download.error && (
        <Alert>{errorMessage(download.error, t`Failed to get your statement. Please try again.`)}</Alert>
      )}
    </div>
  );
}
