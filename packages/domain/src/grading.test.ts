import { describe, expect, it } from 'vitest';
import {
  assessmentPercent,
  classStatistics,
  DEFAULT_GRADE_SCALE,
  gradeDistribution,
  gradeFor,
  gradeScaleProblem,
  markResult,
  hasTwoDecimalsAtMost,
  passPercent,
  weightedResult,
  weightTotal,
  type ResultItem,
} from './grading.js';
import { assessmentMessages } from './messages.js';
import { gradeScaleInputSchema, markInputSchema, assessmentInputSchema } from './schemas/assessments.js';

const item = (weight: number, marks: number | null, maxMarks = 100, more: Partial<ResultItem> = {}): ResultItem => ({
  weight,
  maxMarks,
  marks,
  published: true,
  absent: false,
  exempt: false,
  ...more,
});

describe('gradeFor', () => {
  it.each([
    [100, 'O', 10],
    [90, 'O', 10],
    [89.99, 'A+', 9],
    [80, 'A+', 9],
    [45, 'C', 5],
    [40, 'P', 4],
    [39.99, 'F', 0],
    [0, 'F', 0],
  ])('grades %d%% as %s (%i points) on the default scale', (percent, grade, points) => {
    expect(gradeFor(percent, DEFAULT_GRADE_SCALE)).toMatchObject({ grade, points });
  });

  it('reads bands in any order', () => {
    const bands = [
      { minPercent: 0, grade: 'Fail' },
      { minPercent: 50, grade: 'Pass' },
      { minPercent: 75, grade: 'Distinction' },
    ];
    expect(gradeFor(74.99, bands).grade).toBe('Pass');
    expect(gradeFor(75, bands).grade).toBe('Distinction');
    expect(passPercent(bands)).toBe(50);
  });
});

describe('assessmentPercent', () => {
  it('is the share of the maximum, cut down (never rounded up) to two decimals', () => {
    expect(assessmentPercent(33, 40)).toBe(82.5);
    expect(assessmentPercent(2, 3)).toBe(66.66);
    expect(assessmentPercent(89.99, 100)).toBe(89.99);
    expect(assessmentPercent(0.01, 9999.99)).toBe(0);
    expect(assessmentPercent(17.5, 17.5)).toBe(100);
    // 0.1 + 0.2 style slips: 45.55 of 50 is 91.1 exactly.
    expect(assessmentPercent(45.55, 50)).toBe(91.1);
  });
});

describe('markResult', () => {
  it('grades marks, counts absence as 0%, and has no figure for exempt or unmarked', () => {
    expect(markResult({ marks: 33, absent: false }, 40, DEFAULT_GRADE_SCALE)).toEqual({ percent: 82.5, grade: 'A+' });
    expect(markResult({ marks: null, absent: true }, 40, DEFAULT_GRADE_SCALE)).toEqual({ percent: 0, grade: 'F' });
    expect(markResult({ marks: null, absent: false }, 40, DEFAULT_GRADE_SCALE)).toEqual({ percent: null, grade: null });
  });
});

describe('weightedResult', () => {
  it('weighs each published assessment’s percentage by its weight', () => {
    // 80% weighing 30 and 60% weighing 70: 66%.
    expect(weightedResult([item(30, 40, 50), item(70, 60)], DEFAULT_GRADE_SCALE)).toEqual({
      resultPercent: 66,
      grade: 'B+',
      points: 7,
      passed: true,
      weightCounted: 100,
    });
  });

  it('counts absence as 0 marks and leaves exempt, unmarked and draft assessments out with their weights', () => {
    const result = weightedResult(
      [
        item(20, 90),
        item(20, null, 100, { absent: true }),
        item(30, null, 100, { exempt: true }),
        item(10, null),
        item(20, 100, 100, { published: false }),
      ],
      DEFAULT_GRADE_SCALE,
    );
    expect(result).toEqual({ resultPercent: 45, grade: 'C', points: 5, passed: true, weightCounted: 40 });
  });

  it('is null with no grade while nothing counts', () => {
    const none = { resultPercent: null, grade: null, points: null, passed: null, weightCounted: 0 };
    expect(weightedResult([], DEFAULT_GRADE_SCALE)).toEqual(none);
    expect(weightedResult([item(50, 70, 100, { published: false })], DEFAULT_GRADE_SCALE)).toEqual(none);
    expect(weightedResult([item(0, 70)], DEFAULT_GRADE_SCALE)).toEqual(none);
  });

  it('cuts the weighted mean down to two decimals, so a student just below a band stays below it', () => {
    // 89.99% and 90% weighing alike: 89.995, shown 89.99, graded A+ (not O).
    const result = weightedResult([item(50, 89.99), item(50, 90)], DEFAULT_GRADE_SCALE);
    expect(result).toMatchObject({ resultPercent: 89.99, grade: 'A+' });
    // Thirds: 1/3 of 100% and 2/3 of 0%.
    expect(weightedResult([item(33.33, 3, 3), item(66.67, 0, 3)], DEFAULT_GRADE_SCALE).resultPercent).toBe(33.33);
  });

  it('fails a student below the lowest passing band', () => {
    expect(weightedResult([item(100, 39.99)], DEFAULT_GRADE_SCALE)).toMatchObject({ grade: 'F', passed: false });
  });
});

describe('weightTotal', () => {
  it('adds the whole course’s weights to the heaviest section’s, to the hundredth', () => {
    expect(weightTotal([])).toBe(0);
    expect(
      weightTotal([
        { sectionId: null, weight: 33.33 },
        { sectionId: null, weight: 33.33 },
        { sectionId: null, weight: 33.34 },
      ]),
    ).toBe(100);
    expect(
      weightTotal([
        { sectionId: null, weight: 60 },
        { sectionId: 'a', weight: 30 },
        { sectionId: 'a', weight: 10.01 },
        { sectionId: 'b', weight: 40 },
      ]),
    ).toBe(100.01);
  });
});

describe('classStatistics', () => {
  it('gives mean, median, highest, lowest and pass rate, rounded to two decimals', () => {
    expect(classStatistics([90, 35, 60, 40], DEFAULT_GRADE_SCALE)).toEqual({
      count: 4,
      mean: 56.25,
      median: 50,
      highest: 90,
      lowest: 35,
      passRate: 75,
    });
    expect(classStatistics([10, 20.01, 99.99], DEFAULT_GRADE_SCALE)).toMatchObject({
      mean: 43.33,
      median: 20.01,
      passRate: 33.33,
    });
    expect(classStatistics([50.01, 50.02], DEFAULT_GRADE_SCALE).median).toBe(50.02);
  });

  it('has no figures for a class without results', () => {
    expect(classStatistics([], DEFAULT_GRADE_SCALE)).toEqual({
      count: 0,
      mean: null,
      median: null,
      highest: null,
      lowest: null,
      passRate: null,
    });
  });
});

describe('gradeDistribution', () => {
  it('counts the students of each grade, the highest first, grades nobody got included', () => {
    expect(gradeDistribution([95, 91, 10, 55], DEFAULT_GRADE_SCALE)).toEqual([
      { grade: 'O', count: 2 },
      { grade: 'A+', count: 0 },
      { grade: 'A', count: 0 },
      { grade: 'B+', count: 0 },
      { grade: 'B', count: 1 },
      { grade: 'C', count: 0 },
      { grade: 'P', count: 0 },
      { grade: 'F', count: 1 },
    ]);
  });
});

describe('gradeScaleProblem', () => {
  it('accepts the default scale and a scale without points', () => {
    expect(gradeScaleProblem(DEFAULT_GRADE_SCALE)).toBeNull();
    expect(
      gradeScaleProblem([
        { minPercent: 0, grade: 'Fail' },
        { minPercent: 35, grade: 'Pass' },
      ]),
    ).toBeNull();
  });

  it.each([
    [[{ minPercent: 0, grade: 'F', points: 0 }], assessmentMessages.scaleTooFewBands],
    [
      [
        { minPercent: 10, grade: 'F', points: 0 },
        { minPercent: 50, grade: 'P', points: 4 },
      ],
      assessmentMessages.scaleNoZeroBand,
    ],
    [
      [
        { minPercent: 0, grade: 'F', points: 0 },
        { minPercent: 0, grade: 'P', points: 4 },
      ],
      assessmentMessages.scaleBandsAlike(0),
    ],
    [
      [
        { minPercent: 0, grade: 'a', points: 0 },
        { minPercent: 50, grade: 'A', points: 4 },
      ],
      assessmentMessages.scaleGradesAlike,
    ],
    [
      [
        { minPercent: 0, grade: 'F', points: 0 },
        { minPercent: 50, grade: 'P' },
      ],
      assessmentMessages.scalePointsPartly,
    ],
    [
      [
        { minPercent: 0, grade: 'F', points: 5 },
        { minPercent: 50, grade: 'P', points: 4 },
      ],
      assessmentMessages.scalePointsRising,
    ],
    [
      [
        { minPercent: 0, grade: 'F', points: 0 },
        { minPercent: 50, grade: 'G', points: 0 },
      ],
      assessmentMessages.scaleNoPass,
    ],
  ])('refuses %j', (bands, message) => {
    expect(gradeScaleProblem(bands)).toBe(message);
    expect(gradeScaleInputSchema.safeParse({ bands }).error?.issues[0]?.message).toBe(message);
  });
});

describe('the assessment schemas', () => {
  it('take marks with at most two decimals, and not with absent or exempt', () => {
    const id = '7b7a3c1e-0d7a-4d7e-9a57-2a1c6b1f0e11';
    expect(hasTwoDecimalsAtMost(45.55)).toBe(true);
    expect(hasTwoDecimalsAtMost(45.555)).toBe(false);
    expect(markInputSchema.safeParse({ studentId: id, marks: 45.55 }).success).toBe(true);
    expect(markInputSchema.safeParse({ studentId: id, marks: 45.555 }).error?.issues[0]?.message).toBe(
      assessmentMessages.marks(9999.99),
    );
    expect(markInputSchema.safeParse({ studentId: id, marks: 4, absent: true }).error?.issues[0]?.message).toBe(
      assessmentMessages.marksWithAbsence,
    );
    expect(markInputSchema.safeParse({ studentId: id, absent: true, exempt: true }).error?.issues[0]?.message).toBe(
      assessmentMessages.absentOrExempt,
    );
  });

  it('refuse an assessment out of 0, or weighing more than 100', () => {
    const base = { title: 'Unit test 1', kind: 'test', date: '2026-12-01', maxMarks: 50, weight: 10 };
    expect(assessmentInputSchema.safeParse(base).success).toBe(true);
    expect(assessmentInputSchema.safeParse({ ...base, maxMarks: 0 }).error?.issues[0]?.message).toBe(
      assessmentMessages.maxMarks,
    );
    expect(assessmentInputSchema.safeParse({ ...base, weight: 100.01 }).error?.issues[0]?.message).toBe(
      assessmentMessages.weight,
    );
    expect(assessmentInputSchema.safeParse({ ...base, kind: 'quiz' }).error?.issues[0]?.message).toBe(
      assessmentMessages.kind,
    );
  });
});
