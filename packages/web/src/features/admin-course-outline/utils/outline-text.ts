import { plural, t } from '@lingui/core/macro';
import { formatCount, lessonVideo, type OutlineLesson } from '@campus/domain';

export function lessonCount(count: number) {
  const shown = formatCount(count);
  return plural(count, { one: `${shown} lesson`, other: `${shown} lessons` });
}

/** What a chapter holds: its lessons, and their estimated time when any has one. */
export function chapterSummary(lessons: OutlineLesson[]) {
  const minutes = lessons.reduce((sum, lesson) => sum + (lesson.minutes ?? 0), 0);
  const count = lessonCount(lessons.length);
  if (minutes === 0) return count;
  const time = formatCount(minutes);
  return t`${count} · ${time} min`;
}

/** A lesson's time where space is tight, as the domain's `formatMinutes(minutes, 'short')`: "45 min", "1 h 30 min". */
export function minutesShort(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} min`;
  if (rest === 0) return t`${hours} h`;
  return t`${hours} h ${rest} min`;
}

/** What the lesson form says under its video link: how students will get the video. */
export function videoHint(link: string) {
  const video = lessonVideo(link.trim());
  if (video?.kind === 'embed') {
    const { provider } = video;
    return t`Students watch this ${provider} video on the lesson's page.`;
  }
  if (video) return t`Students get this as a link: only YouTube and Vimeo videos play on the page.`;
  return t`Optional. A YouTube or Vimeo video plays on the lesson's page; another address is shown as a link.`;
}

/** How a lesson's video shows to students: embedded from YouTube or Vimeo, or as a link. */
export function videoLabel(link: string) {
  const video = lessonVideo(link);
  if (video?.kind !== 'embed') return t`Video link`;
  const { provider } = video;
  return t`${provider} video`;
}
