import { useParams } from 'react-router';
import { ResultSheetView } from '@/features/admin-assessments/components/result-sheet-view';

export function Component() {
  const { courseId } = useParams();
  return <ResultSheetView key={courseId} courseId={courseId!} />;
}
