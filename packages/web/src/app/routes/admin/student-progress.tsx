import { useParams } from 'react-router';
import { StudentProgressView } from '@/features/admin-teaching/components/student-progress-view';

export function Component() {
  return <StudentProgressView studentId={useParams().studentId!} />;
}
