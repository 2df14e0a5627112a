// Marks, percentages, grades and a course's weighted result. Every figure is worked in whole hundredths (a mark of
// 45.5 is 4550), so the server's SQL copy of a rule (repositories/grading-sql.ts) gets the very same answer, and no
// rounding ever gives a student more than they scored: percentages are cut down to two decimals, never rounded up.
import { assessmentMessages as says } from './messages.js';

/** One band of a grading scale: a percentage from `minPercent` up to the next band's gets `grade` (and its points). */
export interface GradeBand {
  minPercent: number;
  grade: string;
  /** Grade points, where the scale gives them (0 fails); a scale without points fails only its band from 0%. */
  points?: number | null | undefined;
}

/** The kinds of assessment a course has. */
export const ASSESSMENT_KINDS = ['test', 'assignment', 'practical', 'exam'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** A common Indian 10-point scale (as many universities use under the UGC's CBCS): pass from 40%. */
export const DEFAULT_GRADE_SCALE: GradeBand[] = [
  { minPercent: 90, grade: 'O', points: 10 },
  { minPercent: 80, grade: 'A+', points: 9 },
  { minPercent: 70, grade: 'A', points: 8 },
  { minPercent: 60, grade: 'B+', points: 7 },
  { minPercent: 50, grade: 'B', points: 6 },
  { minPercent: 45, grade: 'C', points: 5 },
  { minPercent: 40, grade: 'P', points: 4 },
  { minPercent: 0, grade: 'F', points: 0 },
];

/** The limits of what is typed: marks and maximum marks up to 9999.99, weights up to 100, all with two decimals. */
export const MARKS_MAX = 9999.99;
export const WEIGHT_TOTAL = 100;
export const GRADE_SCALE_BANDS_MAX = 20;
export const GRADE_MAX_LENGTH = 20;
export const GRADE_POINTS_MAX = 100;

/** A number with at most two decimals, in whole hundredths (45.5 → 4550). */
export const hundredths = (value: number) => Math.round(value * 100);
/** Has at most two decimals (45.55 yes, 45.555 no). */
export const hasTwoDecimalsAtMost = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The bands of a scale from the highest to the lowest. */
const highestFirst = (bands: readonly GradeBand[]) => [...bands].sort((a, b) => b.minPercent - a.minPercent);

/** Whether a band passes: its points are above 0, or, on a scale without points, it starts above 0%. */
export const bandPasses = (band: GradeBand) => (band.points == null ? band.minPercent > 0 : band.points > 0);

/** The band a percentage falls in: the highest whose minimum it reaches (every scale has a band from 0%). */
export function gradeFor(percent: number, bands: readonly GradeBand[]): GradeBand {
  const sorted = highestFirst(bands);
  return sorted.find((band) => percent >= band.minPercent) ?? sorted[sorted.length - 1]!;
}

/** The lowest percentage that passes on the scale; null when no band passes. */
export function passPercent(bands: readonly GradeBand[]): number | null {
  const passing = bands.filter(bandPasses).map((band) => band.minPercent);
  return passing.length === 0 ? null : Math.min(...passing);
}

/** What is wrong with a scale, in words, or null: one band from 0%, no two alike, points falling with the bands. */
export function gradeScaleProblem(bands: readonly GradeBand[]): string | null {
  if (bands.length < 2) return says.scaleTooFewBands;
  if (!bands.some((band) => band.minPercent === 0)) return says.scaleNoZeroBand;
  const sorted = highestFirst(bands);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]!.minPercent === sorted[i - 1]!.minPercent) {
      return says.scaleBandsAlike(sorted[i]!.minPercent);
    }
  }
  const grades = new Set(bands.map((band) => band.grade.toLowerCase()));
  if (grades.size !== bands.length) return says.scaleGradesAlike;
  const withPoints = bands.filter((band) => band.points != null).length;
  if (withPoints !== 0 && withPoints !== bands.length) return says.scalePointsPartly;
  for (let i = 1; i < sorted.length; i += 1) {
    if ((sorted[i]!.points ?? 0) > (sorted[i - 1]!.points ?? 0)) {
      return says.scalePointsRising;
    }
  }
  if (passPercent(bands) === null) return says.scaleNoPass;
  return null;
}

/** A mark as a percentage of the maximum, cut down to two decimals (33 of 40 is 82.5; 2 of 3 is 66.66). */
export function assessmentPercent(marks: number, maxMarks: number): number {
  return Math.floor((hundredths(marks) * 10_000) / hundredths(maxMarks)) / 100;
}

/** A student's marks in one assessment as a percentage and its grade: absent is 0%; exempt, or no marks, has neither. */
export function markResult(
  mark: { marks: number | null; absent: boolean },
  maxMarks: number,
  bands: readonly GradeBand[],
): { percent: number | null; grade: string | null } {
  const percent = mark.absent ? 0 : mark.marks === null ? null : assessmentPercent(mark.marks, maxMarks);
  return { percent, grade: percent === null ? null : gradeFor(percent, bands).grade };
}

/** One assessment of a course as it counts in a student's result. */
export interface ResultItem {
  /** Its weight in the course's result (0–100). */
  weight: number;
  maxMarks: number;
  /** Drafts (not published) never count. */
  published: boolean;
  /** The student's marks; null when none were entered (or when absent or exempt). */
  marks: number | null;
  absent: boolean;
  exempt: boolean;
}

export interface WeightedResult {
  /** The weighted mean of the percentages counted, cut down to two decimals; null when none counts. */
  resultPercent: number | null;
  grade: string | null;
  /** The grade's points, when the scale gives them. */
  points: number | null;
  passed: boolean | null;
  /** The sum of the weights counted: the part of the course the result stands for so far. */
  weightCounted: number;
}

/** Whether an assessment counts in the result: published, and the student was marked or absent (not exempt). */
export const countsInResult = (item: ResultItem) =>
  item.published && !item.exempt && (item.absent || item.marks !== null);

/**
 * A student's result in a course so far: over its published assessments, the mean of their percentages
 * (`assessmentPercent`) weighted by their weights, cut down to two decimals. Absent counts as 0 marks; exempt, or no
 * marks entered, leaves the assessment out, its weight too. Null (no grade) while nothing counts, or when everything
 * counted weighs 0.
 */
export function weightedResult(items: readonly ResultItem[], bands: readonly GradeBand[]): WeightedResult {
  let weights = 0;
  let sum = 0;
  for (const item of items) {
    if (!countsInResult(item)) continue;
    const weight = hundredths(item.weight);
    const percent = item.absent ? 0 : hundredths(assessmentPercent(item.marks!, item.maxMarks));
    weights += weight;
    sum += weight * percent;
  }
  if (weights === 0) return { resultPercent: null, grade: null, points: null, passed: null, weightCounted: 0 };
  const resultPercent = Math.floor(sum / weights) / 100;
  const band = gradeFor(resultPercent, bands);
  return {
    resultPercent,
    grade: band.grade,
    points: band.points ?? null,
    passed: bandPasses(band),
    weightCounted: weights / 100,
  };
}

/**
 * The weight of a course's assessments as the most-weighted student takes them: those of the whole course (no section)
 * and those of one section, the heaviest section. Final results weigh WEIGHT_TOTAL; no student's may weigh more.
 */
export function weightTotal(assessments: readonly { sectionId: string | null; weight: number }[]): number {
  let common = 0;
  const bySection = new Map<string, number>();
  for (const { sectionId, weight } of assessments) {
    if (sectionId === null) common += hundredths(weight);
    else bySection.set(sectionId, (bySection.get(sectionId) ?? 0) + hundredths(weight));
  }
  return (common + Math.max(0, ...bySection.values())) / 100;
}

export interface ClassStatistics {
  /** The students with a result. */
  count: number;
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  /** The percent of them whose grade passes (`bandPasses`), two decimals. */
  passRate: number | null;
}

/** Half up to two decimals, in hundredths (figures about a class, not a student's own). */
const roundedHundredths = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator)) / 100;

/** The figures of a class from its students' percentages: mean, median, highest, lowest and the pass rate. */
export function classStatistics(percents: readonly number[], bands: readonly GradeBand[]): ClassStatistics {
  const count = percents.length;
  if (count === 0) return { count, mean: null, median: null, highest: null, lowest: null, passRate: null };
  const sorted = percents.map(hundredths).sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! / 100 : roundedHundredths(sorted[middle - 1]! + sorted[middle]!, 2);
  const passed = percents.filter((percent) => bandPasses(gradeFor(percent, bands))).length;
  return {
    count,
    mean: roundedHundredths(sum, count),
    median,
    highest: sorted[count - 1]! / 100,
    lowest: sorted[0]! / 100,
    passRate: roundedHundredths(passed * 10_000, count),
  };
}

/** How many students got each grade of the scale, from the highest band to the lowest (for the result sheet's chart). */
export function gradeDistribution(
  percents: readonly number[],
  bands: readonly GradeBand[],
): { grade: string; count: number }[] {
  const counts = new Map(highestFirst(bands).map((band) => [band.grade, 0]));
  for (const percent of percents) {
    const { grade } = gradeFor(percent, bands);
    counts.set(grade, counts.get(grade)! + 1);
  }
  return [...counts].map(([grade, count]) => ({ grade, count }));
}
