import { msg } from '@lingui/core/macro';
import { dayBookMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('dayBook', {
  bounced: [dayBookMessages.bounced, msg`Cheque bounced`],
  total: [dayBookMessages.total, msg`Total`],
});
