import { useLingui } from '@lingui/react/macro';
import { FeeRecordsView } from '@/features/student-fees/components/fee-records-view';

export function Component() {
  const { t } = useLingui();
  return (
    <FeeRecordsView
      description={t`Your child’s fees for each course: pay an instalment by UPI, then tell the office.`}
    />
  );
}
