import { useParams } from 'react-router';
import { ImportMarksView } from '@/features/admin-assessments/components/import-marks-view';

export function Component() {
  const { assessmentId } = useParams();
  return <ImportMarksView key={assessmentId} assessmentId={assessmentId!} />;
}
