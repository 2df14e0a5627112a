import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** The user's picture, or the placeholder avatar when there is none. */
export function Avatar({
  src,
  name,
  className = 'size-10',
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (src)
    return (
      <img
        src={src}
        alt={t`${name}'s profile picture`}
        className={`${className} rounded-full object-cover ring-2 ring-white`}
      />
    );
  return (
    <span
      role="img"
      aria-label={t`${name} has no profile picture`}
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-600 ring-2 ring-white`}
    >
      <Icon icon={UserRound} aria-hidden="true" className="size-1/2" />
    </span>
  );
}
