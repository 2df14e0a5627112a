import { describe, expect, it } from 'vitest';
import { defaultMessagePreferences, keepsAnOfferedChannel } from './message-preferences.js';

describe('keepsAnOfferedChannel', () => {
  const onlySms = defaultMessagePreferences();
  onlySms.channels.email = false;
  onlySms.channels.whatsapp = false;

  it('is true when a channel the institute offers is on', () => {
    expect(keepsAnOfferedChannel(onlySms, ['sms', 'email'])).toBe(true);
  });

  it('is false when only channels the institute does not offer are on', () => {
    expect(keepsAnOfferedChannel(onlySms, ['email', 'whatsapp'])).toBe(false);
  });

  it('asks nothing of a person when the institute offers no channel', () => {
    expect(keepsAnOfferedChannel(onlySms, [])).toBe(true);
  });
});
