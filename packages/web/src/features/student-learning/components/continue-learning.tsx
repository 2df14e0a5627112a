import { useLingui } from '@lingui/react/macro';
import { generatePath, Navigate } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCourseOutline } from '../api/get-course-outline';

/**
 * Where Continue Learning goes: the first lesson not done; with every lesson done, the last one opened (or the first);
 * a course without lessons back to the courses page.
 */
export function ContinueLearning({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const outline = useCourseOutline(courseId);
  if (outline.isError) {
    return <ErrorState message={errorMessage(outline.error, t`Could not load the course`)} onRetry={outline.refetch} />;
  }
  if (!outline.data) return <LoadingState label={t`Opening the course…`} />;
  const { nextLessonId, lastLessonId, chapters } = outline.data;
  const lessonId = nextLessonId ?? lastLessonId ?? chapters.flatMap((chapter) => chapter.lessons)[0]?._id;
  if (!lessonId) return <Navigate to={paths.student.courses} replace />;
  return <Navigate to={generatePath(paths.student.lesson, { courseId, lessonId })} replace />;
}
