import { useParams } from 'react-router';
import { AttendanceView } from '@/features/admin-classes/components/attendance-view';

export function Component() {
  const { classSessionId } = useParams();
  // A new class is a new screen: nothing marked or said about the last one stays.
  return <AttendanceView key={classSessionId} classSessionId={classSessionId!} />;
}
