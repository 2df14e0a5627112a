import { useParams } from 'react-router';
import { ContinueLearning } from '@/features/student-learning/components/continue-learning';

export function Component() {
  const { courseId } = useParams();
  return <ContinueLearning courseId={courseId!} />;
}
