import { it } from 'vitest';
import { activate, i18n } from '@/lib/i18n';
import '@/lib/domain-text/login';
it('dbg', async () => {
  await activate('hi');
  console.log(Object.keys(i18n.messages).slice(0, 5), i18n.locale);
  await activate('en');
});
