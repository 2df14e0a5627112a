import { formatCount, lessonVideo, type OutlineLesson } from '@campus/domain';

export const lessonCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'lesson' : 'lessons'}`;

/** What a chapter holds: its lessons, and their estimated time when any has one. */
export function chapterSummary(lessons: OutlineLesson[]) {
  const minutes = lessons.reduce((sum, lesson) => sum + (lesson.minutes ?? 0), 0);
  return minutes > 0 ? `${lessonCount(lessons.length)} · ${formatCount(minutes)} min` : lessonCount(lessons.length);
}

/** How a lesson's video shows to students: embedded from YouTube or Vimeo, or as a link. */
export function videoLabel(link: string) {
  const video = lessonVideo(link);
  return video?.kind === 'embed' ? `${video.provider} video` : 'Video link';
}
