import type { AssessmentKind } from './grading.js';
import type { Language } from './languages.js';

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
 * marks template of an assessment. The report card prints in the institute's language (`resultTextsIn`, #46); the
 * sheets and the file names stay as they are in every language.
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
export type ResultTexts = typeof resultTexts;

const HINDI_KIND_NAMES: Record<AssessmentKind, string> = {
  test: 'टेस्ट',
  assignment: 'असाइनमेंट',
  practical: 'प्रायोगिक',
  exam: 'परीक्षा',
};

const hindiResultTexts: ResultTexts = {
  kind: (kind: AssessmentKind) => HINDI_KIND_NAMES[kind],
  reportCard: 'रिपोर्ट कार्ड',
  student: (name: string, number: string) => `${name} (${number})`,
  course: (course: string, section: string) => `${course} — ${section}`,
  columns: ['मूल्यांकन', 'दिनांक', 'भारांक', 'अंक', '%', 'ग्रेड'],
  marks: (marks: number, maxMarks: number) => `${marks} / ${maxMarks}`,
  absent: 'अनुपस्थित',
  exempt: 'छूट प्राप्त',
  none: '—',
  result: (percent: number, grade: string) => `परिणाम: ${percent}% — ग्रेड ${grade}`,
  noResult: 'परिणाम: अभी उपलब्ध नहीं',
  weights: (counted: number) =>
    `गणना में: कुल 100 में से ${counted} भारांक के मूल्यांकन। अनुपस्थित को 0 अंक गिना गया है; छूट प्राप्त को छोड़ दिया गया है।`,
  verification: (code: string) => `सत्यापन कोड ${code}`,
  checkAt: (url: string) => `इसकी जाँच ${url} पर करें`,
  issued: (date: string) => `जारी करने का दिनांक ${date}`,
  // Not printed on the report card: the sheets and the file names are the same in every language.
  sheetStudent: resultTexts.sheetStudent,
  sheetResult: resultTexts.sheetResult,
  sheetAssessment: resultTexts.sheetAssessment,
  sheetAbsent: resultTexts.sheetAbsent,
  sheetExempt: resultTexts.sheetExempt,
  reportCardFile: resultTexts.reportCardFile,
  resultsFile: resultTexts.resultsFile,
  templateFile: resultTexts.templateFile,
};

const RESULT_TEXTS: Record<Language, ResultTexts> = { en: resultTexts, hi: hindiResultTexts };
/** The report card's texts in a language (with the sheets' and file names', the same in every language). */
export const resultTextsIn = (language: Language): ResultTexts => RESULT_TEXTS[language];
