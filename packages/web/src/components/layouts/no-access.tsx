import { Trans } from '@lingui/react/macro';
import { ShieldOff } from 'lucide';
import { pageForbiddenMessages } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import '@/lib/domain-text/page-forbidden';
import { domainText } from '@/lib/domain-text/registry';

/** What a screen of the admin area shows, inside the area, to a staff member whose role may not open it. */
export function NoAccess() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <Icon icon={ShieldOff} aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-2xl font-semibold text-slate-900">{domainText(pageForbiddenMessages.title)}</h1>
      <p className="max-w-md text-slate-500">{domainText(pageForbiddenMessages.detail)}</p>
      <ButtonLink to={paths.admin.dashboard} variant="secondary">
        <Trans>Back to the dashboard</Trans>
      </ButtonLink>
    </div>
  );
}
