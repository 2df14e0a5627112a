import { useEffect, useState } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/hydration';
import { preferencesQueryOptions, type PreferencesAudience } from '../api/get-message-preferences';
import type { MessagePreferencesCard } from './message-preferences-card';

/** Resolves once the browser has nothing more urgent to do (such as painting what was just rendered), or after 1 s. */
const whenIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 100),
  );

/**
 * The "Messages" card of the student's Profile and the guardian's page. Its code (with the form library) is a chunk of
 * its own, so the page's first load stays within its budget, and it is fetched only once the page is hydrated, its own
 * content in (`pageShown`) and the browser idle, past painting it: fetched earlier, on a slow link it held back the
 * profile's details (Lighthouse's LCP on /profile in Hindi, 2.4 s without the card, 2.9 s with it). Drawn once its code
 * is in, never in the page's first screen: the build's renderToString cannot wait for it.
 */
export function MessagesCard({ audience, pageShown }: { audience: PreferencesAudience; pageShown: boolean }) {
  usePrefetchQuery(preferencesQueryOptions(audience));
  const hydrated = useHydrated();
  const [Card, setCard] = useState<typeof MessagePreferencesCard>();
  useEffect(() => {
    if (!hydrated || !pageShown) return;
    let mounted = true;
    void whenIdle()
      .then(() => import('./message-preferences-card'))
      .then((module) => mounted && setCard(() => module.MessagePreferencesCard));
    return () => {
      mounted = false;
    };
  }, [hydrated, pageShown]);
  return Card ? <Card audience={audience} /> : null;
}
