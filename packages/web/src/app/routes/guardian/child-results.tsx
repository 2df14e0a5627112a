import { useLingui } from '@lingui/react/macro';
import { ResultsView } from '@/features/student-results/components/results-view';

export function Component() {
  const { t } = useLingui();
  return <ResultsView description={t`Your child’s marks in each published assessment, and their result so far.`} />;
}
