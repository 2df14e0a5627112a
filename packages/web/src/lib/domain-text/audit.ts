import { msg } from '@lingui/core/macro';
import { auditMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('audit', {
  actionInvalid: [auditMessages.actionInvalid, msg`Unknown action`],
  entityTypeInvalid: [auditMessages.entityTypeInvalid, msg`Unknown kind of record`],
  notRecorded: [auditMessages.notRecorded, msg`not recorded`],
});
