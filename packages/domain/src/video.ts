/** The hosts whose videos a lesson shows embedded (privacy-enhanced); the content security policy allows only these. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type LessonVideo =
  { kind: 'embed'; provider: 'YouTube' | 'Vimeo'; embedUrl: string; url: string } | { kind: 'link'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = first;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'vimeo.com' ? parts[0] : host === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : undefined;
  return id && VIMEO_ID.test(id) ? id : undefined;
}

/**
 * How a lesson shows its video link: a YouTube or Vimeo video as a privacy-enhanced embed (youtube-nocookie, Vimeo
 * without tracking), anything else as a plain link. Undefined for text that is not a web address.
 */
export function lessonVideo(link: string): LessonVideo | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const youtube = youtubeId(url);
  if (youtube) {
    return { kind: 'embed', provider: 'YouTube', embedUrl: `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtube}`, url: link };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return { kind: 'embed', provider: 'Vimeo', embedUrl: `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeo}?dnt=1`, url: link };
  return { kind: 'link', url: link };
}
