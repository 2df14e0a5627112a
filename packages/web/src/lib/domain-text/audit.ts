import { msg } from '@lingui/core/macro';
import { auditMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('audit', auditMessages, {
  actionInvalid: msg`Unknown action`,
  entityTypeInvalid: msg`Unknown kind of record`,
  notRecorded: msg`not recorded`,
});
