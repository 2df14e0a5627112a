import { STATEMENT_FILE_NAME } from '@campus/domain';
import { apiDownload } from '@/lib/api-files';
import { saveFile } from '@/lib/save-file';

/** Fetches the student's statement of account (PDF) with their token, which a plain link would not carry, and saves it. */
export const downloadStatement = async () =>
  saveFile(await apiDownload('/fees/me/statement.pdf', { audience: 'student' }), STATEMENT_FILE_NAME);
