import { describe, expect, it } from 'vitest';
import { inputMessages } from './messages.js';
import { NOTICE_DESCRIPTION_MAX_LENGTH, readNotice, type NoticeFields } from './notices.js';
import { noticeInputSchema } from './schemas/notices.js';

// The notice form checks with readNotice, the server with noticeInputSchema: both must send and refuse the same.
const CASES: [NoticeFields, ReturnType<typeof readNotice>][] = [
  [
    { title: ' Holiday ', description: 'Closed on Friday\n\nBack on Monday ', email: true },
    { notice: { title: 'Holiday', description: 'Closed on Friday\n\nBack on Monday', email: true } },
  ],
  [
    { title: '', description: '   ', email: false },
    { problems: { title: inputMessages.required('Title'), description: inputMessages.required('Description') } },
  ],
  [
    { title: 'Fees \u202Eeud', description: 'Pay\u0007 now', email: false },
    {
      problems: {
        title: inputMessages.hiddenCharacters('Title'),
        description: inputMessages.hiddenCharacters('Description'),
      },
    },
  ],
  [
    { title: 'Holiday', description: 'x'.repeat(NOTICE_DESCRIPTION_MAX_LENGTH + 1), email: false },
    { problems: { description: inputMessages.tooLong('Description', NOTICE_DESCRIPTION_MAX_LENGTH) } },
  ],
];

describe('readNotice', () => {
  it.each(CASES)('%j', (fields, expected) => {
    expect(readNotice(fields)).toEqual(expected);
    const parsed = noticeInputSchema.safeParse(fields);
    if ('notice' in expected) expect(parsed.data).toEqual(expected.notice);
    else {
      const problems = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
      expect(problems).toEqual(expected.problems);
    }
  });
});
