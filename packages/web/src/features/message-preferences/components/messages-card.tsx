import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/hydration';
import { preferencesQueryOptions, type PreferencesAudience } from '../api/get-message-preferences';

const MessagePreferencesCard = lazy(() =>
  import('./message-preferences-card').then((module) => ({ default: module.MessagePreferencesCard })),
);

/**
 * The "Messages" card of the student's Profile and the guardian's page. Its code is a chunk of its own, fetched while
 * the preferences are asked for, so the page's first load stays within its budget.
 */
export function MessagesCard({ audience }: { audience: PreferencesAudience }) {
  usePrefetchQuery(preferencesQueryOptions(audience));
  // Drawn once the page is hydrated, never in its first screen: the build's renderToString cannot wait for the card's
  // code, and in the browser the answer may be in before the code is, so what was built would not match what hydrates.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MessagePreferencesCard audience={audience} />
    </Suspense>
  );
}
