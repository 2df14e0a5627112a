import { useState } from 'react';
import { useParams } from 'react-router';
import { LessonView } from '@/features/student-learning/components/lesson-view';

export function Component() {
  const { courseId, lessonId } = useParams();
  // The lesson the page was opened at; any other was reached from within it.
  const [opened] = useState(lessonId);
  // Keyed by the lesson: moving to the next one starts its page afresh (its outline drawer closed).
  return <LessonView key={lessonId} courseId={courseId!} lessonId={lessonId!} focusHeading={lessonId !== opened} />;
}
