import { msg } from '@lingui/core/macro';
import { dayBookMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('dayBook', dayBookMessages, {
  bounced: msg`Cheque bounced`,
  total: msg`Total`,
});
