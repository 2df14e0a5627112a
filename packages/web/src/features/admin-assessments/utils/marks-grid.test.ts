import { describe, expect, it } from 'vitest';
import { assessmentMessages, type MarksGrid } from '@campus/domain';
import { gridTarget, marksPayload, readMarks, startingValues } from './marks-grid';

const size = { rows: 3, columns: 3 };
const caret = { atStart: false, atEnd: false };

describe('gridTarget', () => {
  it('moves up and down a row, and Enter down, whatever the caret', () => {
    expect(gridTarget('ArrowDown', { row: 0, column: 1 }, size, caret)).toEqual({ row: 1, column: 1 });
    expect(gridTarget('ArrowUp', { row: 2, column: 0 }, size, caret)).toEqual({ row: 1, column: 0 });
    expect(gridTarget('Enter', { row: 1, column: 2 }, size, caret)).toEqual({ row: 2, column: 2 });
  });

  it('stops at the edges, and sends Enter past the last row to Save', () => {
    expect(gridTarget('ArrowUp', { row: 0, column: 0 }, size, caret)).toBeNull();
    expect(gridTarget('ArrowDown', { row: 2, column: 0 }, size, caret)).toBeNull();
    expect(gridTarget('Enter', { row: 2, column: 0 }, size, caret)).toBe('save');
    expect(gridTarget('ArrowLeft', { row: 1, column: 0 }, size, { atStart: true, atEnd: true })).toBeNull();
    expect(gridTarget('ArrowRight', { row: 1, column: 2 }, size, { atStart: true, atEnd: true })).toBeNull();
  });

  it('moves left and right only from that edge of the text, so the arrows still move within it', () => {
    expect(gridTarget('ArrowRight', { row: 0, column: 0 }, size, caret)).toBeNull();
    expect(gridTarget('ArrowRight', { row: 0, column: 0 }, size, { atStart: false, atEnd: true })).toEqual({
      row: 0,
      column: 1,
    });
    expect(gridTarget('ArrowLeft', { row: 0, column: 2 }, size, { atStart: false, atEnd: true })).toBeNull();
    expect(gridTarget('ArrowLeft', { row: 0, column: 2 }, size, { atStart: true, atEnd: false })).toEqual({
      row: 0,
      column: 1,
    });
  });

  it('leaves every other key to the cell', () => {
    expect(gridTarget('Tab', { row: 0, column: 0 }, size, caret)).toBeNull();
    expect(gridTarget('a', { row: 0, column: 0 }, size, caret)).toBeNull();
  });
});

describe('readMarks', () => {
  it('reads up to two decimals, from 0 to the maximum; empty is no marks', () => {
    expect(readMarks(' 45.25 ', 50)).toEqual({ marks: 45.25 });
    expect(readMarks('0', 50)).toEqual({ marks: 0 });
    expect(readMarks('50', 50)).toEqual({ marks: 50 });
    expect(readMarks('', 50)).toEqual({ marks: null });
  });

  it('refuses more decimals, anything not a number, and more than the maximum', () => {
    expect(readMarks('45.255', 50)).toEqual({ problem: assessmentMessages.marks(50) });
    expect(readMarks('-1', 50)).toEqual({ problem: assessmentMessages.marks(50) });
    expect(readMarks('4,5', 50)).toEqual({ problem: assessmentMessages.marks(50) });
    expect(readMarks('50.01', 50)).toEqual({ problem: assessmentMessages.marksAboveMax(50) });
  });
});

const grid = (published: boolean): MarksGrid => ({
  assessment: {
    _id: '5d9f3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f',
    courseId: '8c3f9c2a-4dbe-4f50-8b32-3c4d5e6f7081',
    courseName: 'Web Development',
    sectionId: null,
    sectionName: null,
    title: 'Unit test 1',
    kind: 'test',
    date: '2026-11-20',
    maxMarks: 20,
    weight: 30,
    published,
    publishedAt: null,
    version: 1,
    markedCount: 0,
    studentCount: 2,
  },
  version: 3,
  rows: ['a', 'b'].map((letter) => ({
    studentId: `${letter.repeat(8)}-1111-4111-8111-111111111111`,
    name: letter,
    email: `${letter}@campus.test`,
    sectionName: 'Main',
    marks: null,
    absent: false,
    exempt: false,
    remark: null,
    percent: null,
    grade: null,
  })),
});

describe('marksPayload', () => {
  it('sends every student: marks, absent or exempt, and the remark trimmed', () => {
    const draft = grid(false);
    const [a, b] = draft.rows.map((row) => row.studentId) as [string, string];
    expect(
      marksPayload(
        draft,
        { [a]: { marks: '12.5', absence: '', remark: ' Good ' }, [b]: { marks: '', absence: 'absent', remark: '' } },
        '',
      ),
    ).toEqual({
      input: {
        marks: [
          { studentId: a, marks: 12.5, absent: false, exempt: false, remark: 'Good' },
          { studentId: b, marks: null, absent: true, exempt: false, remark: null },
        ],
      },
    });
  });

  it('names each cell that cannot be saved, and asks for a reason once published', () => {
    const published = grid(true);
    const [a, b] = published.rows.map((row) => row.studentId) as [string, string];
    expect(
      marksPayload(
        published,
        { [a]: { marks: '21', absence: '', remark: '' }, [b]: { marks: '3', absence: 'exempt', remark: '' } },
        ' ',
      ),
    ).toEqual({
      problems: {
        cells: { [a]: assessmentMessages.marksAboveMax(20), [b]: assessmentMessages.marksWithAbsence },
        reason: assessmentMessages.reasonRequired,
      },
    });
    expect(marksPayload(published, startingValues(published.rows), 'Rechecked')).toEqual({
      input: {
        marks: published.rows.map(({ studentId }) => ({
          studentId,
          marks: null,
          absent: false,
          exempt: false,
          remark: null,
        })),
        reason: 'Rechecked',
      },
    });
  });
});

describe('startingValues', () => {
  it('starts from a save queued offline (#46) where it has a student, and sends it again as it was', () => {
    const draft = grid(false);
    const [a, b] = draft.rows.map((row) => row.studentId) as [string, string];
    const queued = {
      marks: [
        { studentId: a, marks: 7.25, absent: false, exempt: false, remark: 'Late start' },
        { studentId: 'ffffffff-1111-4111-8111-111111111111', marks: 3, absent: false, exempt: false, remark: null },
      ],
    };
    const values = startingValues(draft.rows, queued);
    expect(values).toEqual({
      [a]: { marks: '7.25', absence: '', remark: 'Late start' },
      [b]: { marks: '', absence: '', remark: '' },
    });
    expect(marksPayload(draft, values, '')).toEqual({
      input: { marks: [queued.marks[0], { studentId: b, marks: null, absent: false, exempt: false, remark: null }] },
    });
  });
});
