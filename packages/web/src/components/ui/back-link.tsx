import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from './button-link';

/** The way back from a sub-page, for its header; the negative margins line its text up with the page's edge. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" className="-ml-4 sm:-mr-4 sm:ml-0">
      <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}
