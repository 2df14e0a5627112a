import { useEffect, useRef, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide';
import { Icon } from '@/components/ui/icon';

const TONES = {
  error: 'bg-rose-50 text-rose-800 ring-rose-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
} as const;

export function Alert({
  tone = 'error',
  children,
  action,
  takeFocus,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  action?: ReactNode;
  /**
   * Focus moves here when it appears: the outcome of an action whose control went away or was disabled meanwhile, so
   * a keyboard user goes on from the outcome rather than from the top of the page.
   */
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
      className={`flex items-start gap-3 rounded-lg p-3 text-sm ring-1 ${TONES[tone]}`}
    >
      <Icon icon={icon} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">{children}</div>
      {action}
    </div>
  );
}
