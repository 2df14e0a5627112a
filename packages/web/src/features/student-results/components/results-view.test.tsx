import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultTexts, type CourseResult, type MyAssessment } from '@campus/domain';
import { i18n } from '@/lib/i18n';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ResultsView, RESULTS_LOAD_FAILED } from './results-view';

const assessment = (title: string, given: Partial<MyAssessment>): MyAssessment => ({
  _id: crypto.randomUUID(),
  title,
  kind: 'test',
  date: '2026-11-20',
  weight: 25,
  maxMarks: 3,
  marks: null,
  absent: false,
  exempt: false,
  remark: null,
  percent: null,
  grade: null,
  ...given,
});

const course: CourseResult = {
  courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
  courseName: 'Web Development',
  sectionName: 'Main',
  assessments: [
    // 2 of 3 is 66.66% cut down by the server: the page must not show 66.67.
    assessment('Unit test 1', { marks: 2, percent: 66.66, grade: 'B+', remark: 'Check your units' }),
    assessment('Practical', { kind: 'practical', absent: true, percent: 0, grade: 'F' }),
    assessment('Assignment', { kind: 'assignment', exempt: true }),
  ],
  resultPercent: 44.44,
  grade: 'C',
  passed: true,
  weightCounted: 50,
};

/** A course with nothing published in it yet. */
const NOTHING = { assessments: [], resultPercent: null, grade: null, passed: null, weightCounted: 0 };

afterEach(() => vi.restoreAllMocks());

describe('ResultsView', () => {
  it("shows each published assessment's marks, maximum, percentage and grade, and the result, as the server gives them", async () => {
    const requests = fakeFetch(() => ({
      body: {
        courses: [course, { ...course, courseId: crypto.randomUUID(), courseName: 'Tally', ...NOTHING }],
      },
    }));
    renderWithQuery(<ResultsView />);

    const card = await screen.findByRole('article', { name: 'Web Development' });
    expect(requests.map(({ path }) => path)).toEqual(['/results/me']);
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 / 3 · 66.66% · B+');
    expect(items[0]).toHaveTextContent('Check your units');
    expect(items[1]).toHaveTextContent('Absent · 0% · F');
    expect(items[2]).toHaveTextContent(resultTexts.exempt);
    expect(card).toHaveTextContent('44.44%');
    expect(card).toHaveTextContent('Grade C');
    expect(card).toHaveTextContent(resultTexts.weights(50));
    // A course with nothing published has no result, and no report card to download.
    const tally = screen.getByRole('article', { name: 'Tally' });
    expect(tally).toHaveTextContent('No marks published yet.');
    expect(tally).toHaveTextContent('No result yet');
    expect(within(tally).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads the report card with the token, under the name the server gives it', async () => {
    const requests = fakeFetch(({ path }) =>
      path.endsWith('.pdf')
        ? { body: '%PDF-', headers: { 'content-type': 'application/pdf' } }
        : { body: { courses: [course] } },
    );
    const createObjectURL = vi.fn(() => 'blob:report-card');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithQuery(<ResultsView />);

    await userEvent.click(await screen.findByRole('button', { name: 'Download report card of Web Development' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requests.at(-1)!.path).toBe(`/courses/${course.courseId}/report-card.pdf`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(resultTexts.reportCardFile('Web Development'));
  });

  it('says when nothing is published yet, and when the results cannot be read', async () => {
    fakeFetch(() => ({ body: { courses: [] } }));
    const { unmount } = renderWithQuery(<ResultsView />);
    expect(await screen.findByText('No results yet')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    fakeFetch(() => ({ status: 500, body: { error: 'down' } }));
    renderWithQuery(<ResultsView />);
    expect(await screen.findByText(i18n._(RESULTS_LOAD_FAILED))).toBeInTheDocument();
  });
});
