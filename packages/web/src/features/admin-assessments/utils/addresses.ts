import { generatePath } from 'react-router';
import { paths } from '@/config/paths';

export const assessmentsPath = (courseId: string) => generatePath(paths.admin.courseAssessments, { courseId });
export const marksPath = (assessmentId: string) => generatePath(paths.admin.assessmentMarks, { assessmentId });
export const importMarksPath = (assessmentId: string) => generatePath(paths.admin.importMarks, { assessmentId });
export const resultsPath = (courseId: string) => generatePath(paths.admin.courseResults, { courseId });
