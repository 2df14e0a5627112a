import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconNode } from '@/components/ui/icon';

const TONES = {
  plain: 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-rose-600 hover:bg-rose-50 hover:text-rose-700',
} as const;

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its accessible name, also shown as a tooltip. */
  label: string;
  icon: IconNode;
  tone?: keyof typeof TONES;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; large enough to tap on a phone. */
export function IconButton({ label, icon, tone = 'plain', className = '', ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent sm:size-9 ${TONES[tone]} ${className}`}
      {...rest}
    >
      <Icon icon={icon} aria-hidden="true" className="size-4" />
    </button>
  );
}
