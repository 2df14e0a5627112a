import { readText } from './text.js';

// A notice's rules as plain functions: `noticeInputSchema` (schemas/notices.ts) checks the same, and the notice form
// checks with these without loading zod.

export const NOTICE_TITLE_MAX_LENGTH = 200;
export const NOTICE_DESCRIPTION_MAX_LENGTH = 5000;

/** A notice as the form holds it: "Also email students" is a box, ticked or not. */
export interface NoticeFields {
  title: string;
  description: string;
  email: boolean;
}

/** The notice as it is sent (its texts trimmed), or why each text that cannot be sent is refused. */
export function readNotice({
  title,
  description,
  email,
}: NoticeFields): { notice: NoticeFields } | { problems: Partial<Record<'title' | 'description', string>> } {
  const readTitle = readText(title, 'Title', NOTICE_TITLE_MAX_LENGTH);
  const readDescription = readText(description, 'Description', NOTICE_DESCRIPTION_MAX_LENGTH, { multiline: true });
  if ('text' in readTitle && 'text' in readDescription) {
    return { notice: { title: readTitle.text, description: readDescription.text, email } };
  }
  const problems: Partial<Record<'title' | 'description', string>> = {};
  if ('problem' in readTitle) problems.title = readTitle.problem;
  if ('problem' in readDescription) problems.description = readDescription.problem;
  return { problems };
}
