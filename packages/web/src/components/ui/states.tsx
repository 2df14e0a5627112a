import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Inbox } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Alert } from './alert';
import { Button } from './button';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon icon={Inbox} aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-medium text-slate-700">{title}</p>
      {children && <div className="text-sm text-slate-500">{children}</div>}
    </div>
  );
}

/** A load failure with the screen's message (spec §8) and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      action={
        onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
