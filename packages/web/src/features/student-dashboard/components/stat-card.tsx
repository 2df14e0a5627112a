import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Icon, type IconNode } from '@/components/ui/icon';

interface StatCardProps {
  label: string;
  icon: IconNode;
  value: ReactNode;
  children?: ReactNode;
}

/** One figure of the dashboard; the label names the figure for assistive technology too. */
export function StatCard({ label, icon, value, children }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3" role="group" aria-label={label}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-500">{label}</h2>
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon icon={icon} aria-hidden className="size-5" />
        </span>
      </div>
      <p className="text-2xl font-semibold tracking-tight text-slate-900">{value}</p>
      {children}
    </Card>
  );
}
