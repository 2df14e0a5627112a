import { describe, expect, it } from 'vitest';
import { CHANNELS, EMAIL_KINDS, emailErrorInWords, MESSAGE_STATES, outboxMessages as text } from '@campus/domain';
import {
  channelLabels,
  channelText,
  columnText,
  emailErrorText,
  figuresText,
  kindText,
  messageCountText,
  onlyStudentText,
  retriedText,
  retryScopeText,
  stateLabels,
  stateText,
  toGuardianOfText,
} from './outbox-texts';

describe('outbox texts', () => {
  it("writes the domain's labels in the same English", () => {
    for (const kind of EMAIL_KINDS) expect(kindText(kind)).toBe(text.kindLabels[kind]);
    for (const channel of CHANNELS) expect(channelText(channel)).toBe(text.channelLabels[channel]);
    for (const state of MESSAGE_STATES) expect(stateText(state)).toBe(text.stateLabels[state]);
    for (const column of Object.keys(text.columns) as (keyof typeof text.columns)[])
      expect(columnText(column)).toBe(text.columns[column]);
    expect(channelLabels()).toEqual(text.channelLabels);
    expect(stateLabels()).toEqual(text.stateLabels);
  });

  it("writes the domain's texts with values in the same English", () => {
    for (const channel of CHANNELS) expect(figuresText(channel)).toBe(text.figures(channel));
    expect(toGuardianOfText('Asha Verma')).toBe(text.toGuardianOf('Asha Verma'));
    expect(onlyStudentText('Asha Verma')).toBe(text.onlyStudent('Asha Verma'));
    for (const channel of [undefined, ...CHANNELS])
      for (const student of [undefined, 'Asha Verma'])
        expect(retryScopeText(channel, student)).toBe(text.retryScope(channel, student));
    for (const count of [0, 1, 2, 1234, 123_456]) {
      expect(retriedText(count)).toBe(text.retried(count));
      expect(messageCountText(count)).toBe(text.count(count));
    }
  });

  it("says an unreachable mail server in the domain's words, and any other error as it came", () => {
    for (const error of ['connect ECONNREFUSED 127.0.0.1:2526', '550 5.1.1 mailbox unavailable'])
      expect(emailErrorText(error)).toBe(emailErrorInWords(error));
  });
});
