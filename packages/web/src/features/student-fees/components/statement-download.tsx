import { FileDown } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { STATEMENT_FILE_NAME } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiDownload, errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Not a spec text: the spec has no statement. */
export const STATEMENT_FAILED = 'Failed to get your statement. Please try again.';

/** Downloads the student's statement of account (PDF), fetched with their token: a plain link would carry none. */
export function StatementDownload() {
  const download = useMutation({
    mutationFn: async () =>
      saveFile(await apiDownload('/fees/me/statement.pdf', { audience: 'student' }), STATEMENT_FILE_NAME),
  });
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {!download.isPending && <FileDown aria-hidden="true" className="size-4" />} Statement (PDF)
      </Button>
      {download.error && <Alert>{errorMessage(download.error, STATEMENT_FAILED)}</Alert>}
    </div>
  );
}
