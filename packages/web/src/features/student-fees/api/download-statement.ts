import { STATEMENT_FILE_NAME } from '@campus/domain';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';
import type { StudentScope } from '@/lib/student-scope';

/** Fetches the statement of account (PDF) with the scope's token, which a plain link would not carry, and saves it. */
export const downloadStatement = async (scope: StudentScope) =>
  saveFile(
    await apiDownload(scope.path('/fees/me/statement.pdf', 'statement.pdf'), { audience: scope.audience }),
    STATEMENT_FILE_NAME,
  );
