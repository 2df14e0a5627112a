import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';

/**
 * The Email page became the Messages page (#44): an old link or bookmark lands there, with its filters. The prerendered
 * document cannot redirect (a static router ignores Navigate), so it shows the loading state until the app runs.
 */
export function Component() {
  const { search } = useLocation();
  if (!useHydrated()) return <LoadingState />;
  return <Navigate to={{ pathname: paths.admin.messages, search }} replace />;
}
