import type { AssessmentKind } from './grading.js';

const KIND_NAMES: Record<AssessmentKind, string> = {
  test: 'Test',
  assignment: 'Assignment',
  practical: 'Practical',
  exam: 'Exam',
};

/** A file name's part made of a name in any script: letters kept, anything else one underscore. */
const namePart = (name: string) => name.replace(/[^\p{L}\p{M}\p{N}]+/gu, '_');

/**
 * What the server prints or writes of results: the report card (PDF), the result sheet's exports (CSV, Excel) and the
 * marks template of an assessment.
 */
export const resultTexts = {
  kind: (kind: AssessmentKind) => KIND_NAMES[kind],
  reportCard: 'Report Card',
  student: (name: string, number: string) => `${name} (${number})`,
  course: (course: string, section: string) => `${course} — ${section}`,
  columns: ['Assessment', 'Date', 'Weight', 'Marks', '%', 'Grade'],
  marks: (marks: number, maxMarks: number) => `${marks} / ${maxMarks}`,
  absent: 'Absent',
  exempt: 'Exempt',
  none: '—',
  result: (percent: number, grade: string) => `Result: ${percent}% — grade ${grade}`,
  noResult: 'Result: none yet',
  weights: (counted: number) =>
    `Counted: assessments weighing ${counted} of 100. Absent counts as 0 marks; exempt is left out.`,
  verification: (code: string) => `Verification code ${code}`,
  checkAt: (url: string) => `Check it at ${url}`,
  issued: (date: string) => `Issued on ${date}`,
  /** The result sheet's columns before and after the assessments'. */
  sheetStudent: ['Name', 'Email', 'Section'],
  sheetResult: ['Result (%)', 'Grade'],
  /** An assessment's column of the result sheet: "Unit test 1 (out of 20, weight 10)". */
  sheetAssessment: (title: string, maxMarks: number, weight: number, published: boolean) =>
    `${title} (out of ${maxMarks}, weight ${weight}${published ? '' : ', draft'})`,
  sheetAbsent: 'AB',
  sheetExempt: 'EX',
  reportCardFile: (course: string) => `report-card_${namePart(course)}.pdf`,
  resultsFile: (course: string, section: string | null, extension: 'csv' | 'xlsx') =>
    `results_${namePart(section ? `${course}_${section}` : course)}.${extension}`,
  templateFile: (course: string, assessment: string, extension: 'csv' | 'xlsx') =>
    `marks_${namePart(`${course}_${assessment}`)}.${extension}`,
};
