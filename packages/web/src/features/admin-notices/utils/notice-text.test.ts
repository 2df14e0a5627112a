import { describe, expect, it } from 'vitest';
import { emailMessages } from '@campus/domain';
import { noticeChannelsOn, noticeSentTo } from './notice-text';

describe('notice texts', () => {
  it("say in English what the domain's notice texts say", () => {
    for (const channels of [['sms'], ['email', 'sms'], ['email', 'sms', 'whatsapp']] as const)
      expect(noticeChannelsOn(channels)).toBe(emailMessages.noticeChannelsOn(channels));
    for (const count of [1, 2, 1200, 123_456]) expect(noticeSentTo(count)).toBe(emailMessages.noticeSentTo(count));
  });
});
