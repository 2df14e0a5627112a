import { ResultsView } from '@/features/student-results/components/results-view';

export function Component() {
  return <ResultsView description="Your child’s marks in each published assessment, and their result so far." />;
}
