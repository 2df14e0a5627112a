import { FeeRecordsView } from '@/features/student-fees/components/fee-records-view';

export function Component() {
  return (
    <FeeRecordsView description="Your child’s fees for each course: pay an instalment by UPI, then tell the office." />
  );
}
