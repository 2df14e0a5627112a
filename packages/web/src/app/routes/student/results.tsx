import { ResultsView } from '@/features/student-results/components/results-view';

export function Component() {
  return <ResultsView />;
}
