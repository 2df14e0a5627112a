import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_KINDS, resultTexts, type CourseResult } from '@campus/domain';
import { cardTexts, CourseResultCard } from './course-result-card';

describe('CourseResultCard', () => {
  it("writes the domain's result texts in its English", () => {
    for (const kind of ASSESSMENT_KINDS) expect(cardTexts.kind(kind)).toBe(resultTexts.kind(kind));
    expect(cardTexts.absent()).toBe(resultTexts.absent);
    expect(cardTexts.exempt()).toBe(resultTexts.exempt);
    expect(cardTexts.weights(75)).toBe(resultTexts.weights(75));
  });

  it("shows an assessment's kind, day and weight, and what was counted", () => {
    const course: CourseResult = {
      courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
      courseName: 'Web Development',
      sectionName: 'Main',
      assessments: [
        {
          _id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f1',
          title: 'Final exam',
          kind: 'exam',
          date: '2026-11-20',
          weight: 40,
          maxMarks: 50,
          marks: null,
          absent: true,
          exempt: false,
          remark: null,
          percent: 0,
          grade: 'F',
        },
      ],
      resultPercent: 0,
      grade: 'F',
      passed: false,
      weightCounted: 40,
    };
    render(<CourseResultCard course={course} />);
    const card = screen.getByRole('article', { name: 'Web Development' });
    expect(card).toHaveTextContent('Section Main');
    expect(card).toHaveTextContent('Grade F');
    const item = within(screen.getByRole('list', { name: 'Assessments of Web Development' })).getByRole('listitem');
    expect(item).toHaveTextContent(`${resultTexts.kind('exam')} ·`);
    expect(item).toHaveTextContent('· weight 40');
    expect(item).toHaveTextContent(`${resultTexts.absent} · 0% · F`);
    expect(card).toHaveTextContent(resultTexts.weights(40));
  });
});
