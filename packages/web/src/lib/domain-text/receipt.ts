import { msg } from '@lingui/core/macro';
import { receiptMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('receipt', {
  notFound: [receiptMessages.notFound, msg`Receipt not found`],
});
