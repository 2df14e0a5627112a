import { ChevronLeft, ChevronRight } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** A thumb-sized button to the previous or next day or month; disabled while there is nothing to step from. */
export function StepButton({ to, label, onStep }: { to: 'previous' | 'next'; label: string; onStep?: () => void }) {
  return (
    <Button
      variant="secondary"
      className="min-h-11 min-w-11 px-3"
      aria-label={label}
      disabled={!onStep}
      onClick={onStep}
    >
      <Icon icon={to === 'previous' ? ChevronLeft : ChevronRight} aria-hidden="true" className="size-5" />
    </Button>
  );
}
