import { useParams } from 'react-router';
import { MarksView } from '@/features/admin-assessments/components/marks-view';

export function Component() {
  const { assessmentId } = useParams();
  // Another assessment is a new screen: nothing typed or said about the last one stays.
  return <MarksView key={assessmentId} assessmentId={assessmentId!} />;
}
