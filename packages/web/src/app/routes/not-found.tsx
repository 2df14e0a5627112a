import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="text-3xl font-semibold text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-slate-500">
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <Link to={paths.home} reloadDocument className="font-medium text-brand-600 hover:underline">
        <Trans>Back to the home page</Trans>
      </Link>
    </main>
  );
}
