import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide';
import type { StudentLesson } from '@campus/domain';
import { Icon } from '@/components/ui/icon';

/** A YouTube or Vimeo video embedded (privacy-enhanced), any other link as a link; nothing for no link. */
export function LessonVideo({ video, title }: { video: StudentLesson['lesson']['video']; title: string }) {
  const { t } = useLingui();
  if (!video) return null;
  if (video.kind === 'link') {
    return (
      <a
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
      >
        <Trans>Watch the video for this lesson</Trans>
        <Icon icon={ExternalLink} aria-hidden="true" className="size-4" />
      </a>
    );
  }
  const provider = video.provider;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      <iframe
        src={video.embedUrl}
        title={t`${title} (${provider} video)`}
        className="size-full"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
