import { useParams } from 'react-router';
import { AssessmentsView } from '@/features/admin-assessments/components/assessments-view';

export function Component() {
  const { courseId } = useParams();
  return <AssessmentsView key={courseId} courseId={courseId!} />;
}
