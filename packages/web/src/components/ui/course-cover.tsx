import { BookOpen } from 'lucide';
import { Icon } from '@/components/ui/icon';

const BANNERS = [
  'from-brand-500 to-indigo-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-orange-600',
  'from-sky-500 to-cyan-600',
  'from-fuchsia-500 to-purple-600',
];

/** A steady banner colour per category, so courses of one kind look alike. */
function bannerFor(category: string) {
  const sum = [...category].reduce((total, char) => total + char.charCodeAt(0), 0);
  return BANNERS[sum % BANNERS.length];
}

/** The course's picture, or a banner in its category's colour when it has none. Decorative: the card names the course. */
export function CourseCover({
  image,
  category,
  className = 'h-28',
}: {
  image: string | null;
  category: string;
  className?: string;
}) {
  if (image) return <img src={image} alt="" className={`${className} w-full object-cover`} />;
  return (
    <div className={`${className} flex items-center justify-center bg-linear-to-br ${bannerFor(category)}`}>
      <Icon icon={BookOpen} aria-hidden="true" className="size-10 text-white/80" />
    </div>
  );
}
