import { describe, expect, it } from 'vitest';
import { emailMessages, inputMessages, NOTICE_DESCRIPTION_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from '@campus/domain';
import { noticeChannelsOn, noticeProblem, noticeSentTo } from './notice-text';

describe('notice texts', () => {
  it("say in English what the domain's notice texts say", () => {
    for (const channels of [['sms'], ['email', 'sms'], ['email', 'sms', 'whatsapp']] as const)
      expect(noticeChannelsOn(channels)).toBe(emailMessages.noticeChannelsOn(channels));
    for (const count of [1, 2, 1200, 123_456]) expect(noticeSentTo(count)).toBe(emailMessages.noticeSentTo(count));
    for (const problem of [
      inputMessages.required('Title'),
      inputMessages.tooLong('Title', NOTICE_TITLE_MAX_LENGTH),
      inputMessages.hiddenCharacters('Title'),
    ])
      expect(noticeProblem(problem, 'title')).toBe(problem);
    for (const problem of [
      inputMessages.required('Description'),
      inputMessages.tooLong('Description', NOTICE_DESCRIPTION_MAX_LENGTH),
      inputMessages.hiddenCharacters('Description'),
    ])
      expect(noticeProblem(problem, 'description')).toBe(problem);
  });
});
