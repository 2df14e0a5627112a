import { msg } from '@lingui/core/macro';
import { familyMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('family', {
  childrenLoadFailed: [familyMessages.childrenLoadFailed, msg`Failed to load your children. Please try again.`],
  noChildren: [
    familyMessages.noChildren,
    msg`No student is linked to you yet. The institute’s office links guardians to their children.`,
  ],
});
