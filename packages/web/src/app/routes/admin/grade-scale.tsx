import { GradeScaleView } from '@/features/admin-assessments/components/grade-scale-view';

export function Component() {
  return <GradeScaleView />;
}
