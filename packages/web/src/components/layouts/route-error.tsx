import { Trans } from '@lingui/react/macro';
import { pageFailedMessages } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import '@/lib/domain-text/page-failed';
import { domainText } from '@/lib/domain-text/registry';

/**
 * What a route shows instead of a blank page when it throws while rendering (or its code cannot be loaded, as after a
 * new release): what happened, and a way back to the area's home or to try again.
 */
export function RouteError({
  home,
  homeLabel,
  reloadDocument = false,
}: {
  home: string;
  homeLabel: string;
  /** The home is outside this app's router (the landing page). */
  reloadDocument?: boolean;
}) {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{domainText(pageFailedMessages.title)}</h1>
      <p className="max-w-md text-slate-500">{domainText(pageFailedMessages.detail)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <ButtonLink to={home} reloadDocument={reloadDocument} variant="secondary">
          {homeLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
