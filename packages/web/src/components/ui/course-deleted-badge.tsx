import { Trans } from '@lingui/react/macro';
import { Badge } from './badge';

/** Shown with a fee account's course when the course was deleted: the account stays because it has payments. */
export function CourseDeletedBadge() {
  return (
    <Badge>
      <Trans>Course deleted</Trans>
    </Badge>
  );
}
