import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inputMessages,
  type AdminFeeRecord,
  type StaffRole,
  type StudentProgressResponse,
  type StudentResults,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { courseAttendance } from '@/testing/attendance-fixtures';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { StudentProgressView } from './student-progress-view';

const studentId = '3c1d9a8e-5b7f-4c2d-9e0a-1b2c3d4e5f60';
const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';

function answer(revokedAt: string | null): StudentProgressResponse {
  return {
    student: { _id: studentId, name: 'Meera Iyer', email: 'meera@students.campus.test' },
    courses: [
      {
        courseId,
        courseName: 'Web Development',
        progress: 100,
        completedLessons: 8,
        lessonCount: 8,
        lastAccessed: '2026-11-20T10:00:00.000Z',
        lastLessonTitle: 'Deploying',
        completedAt: '2026-11-20T10:05:00.000Z',
        certificate: { number: 'C-000042', code: 'ABCD-EFGH-JKLM', issuedOn: '2026-11-20', revokedAt },
      },
      {
        courseId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
        courseName: 'Yoga Basics',
        progress: 0,
        completedLessons: 0,
        lessonCount: 5,
        lastAccessed: null,
        lastLessonTitle: null,
        completedAt: null,
        certificate: null,
      },
    ],
  };
}

/** The student's published results, as GET /admin/students/:id/results answers. */
const RESULTS: StudentResults = {
  courses: [
    {
      courseId,
      courseName: 'Web Development',
      sectionName: 'Main',
      assessments: [
        {
          _id: 'b2c3d4e5-f6a7-4890-9bcd-ef0123456789',
          title: 'Unit test 1',
          kind: 'test',
          date: '2026-11-20',
          weight: 40,
          maxMarks: 50,
          marks: 41.5,
          absent: false,
          exempt: false,
          remark: null,
          percent: 83,
          grade: 'A+',
        },
      ],
      resultPercent: 83,
      grade: 'A+',
      passed: true,
      weightCounted: 40,
    },
  ],
};

/** The student's attendance, as GET /admin/students/:id/attendance answers: the server's figures and standing. */
const ATTENDANCE = {
  courses: [
    courseAttendance({
      courseId,
      courseName: 'Web Development',
      present: 6,
      late: 1,
      absent: 3,
      excused: 1,
      held: 10,
      attended: 7,
      percent: 70,
      minPercent: 75,
      below: true,
    }),
    courseAttendance({
      courseId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
      courseName: 'Yoga Basics',
      present: 3,
      late: 0,
      absent: 1,
      excused: 0,
      held: 4,
      attended: 3,
      percent: 75,
      atRisk: true,
    }),
  ],
};

/** The student's fee account, as GET /admin/fees?studentId=… answers. */
const FEE: AdminFeeRecord = {
  id: 'c3d4e5f6-a7b8-4901-8cde-f01234567890',
  studentId,
  name: 'Meera Iyer',
  email: 'meera@students.campus.test',
  courseId,
  course: 'Web Development',
  courseDeleted: false,
  status: 'Partial',
  totalFee: 20_000_00,
  concession: 0,
  paidAmount: 5_000_00,
  amountDue: 15_000_00,
  dueDate: '2026-12-31',
  lateFee: 0,
  schedule: [],
  nextDue: { dueDate: '2026-12-31', amount: 15_000_00 },
};

const answerFor = (path: string, revokedAt: string | null) => {
  if (path.endsWith('/results')) return { body: RESULTS };
  if (path.endsWith('/attendance')) return { body: ATTENDANCE };
  if (path.startsWith('/admin/fees?')) return { body: { items: [FEE], total: 1, page: 1, limit: 100 } };
  return { body: answer(revokedAt) };
};

function render(role: StaffRole) {
  const router = createMemoryRouter(
    [{ path: paths.admin.studentProgress, element: asStaff(<StudentProgressView studentId={studentId} />, role) }],
    { initialEntries: [generatePath(paths.admin.studentProgress, { studentId })] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe("a student's progress", () => {
  it('shows each course with its progress, last lesson, completion and certificate, and the results', async () => {
    const requests = fakeFetch(({ path }) => answerFor(path, null));
    render('instructor');
    expect(await screen.findByRole('heading', { name: 'Meera Iyer', level: 1 })).toBeInTheDocument();
    const [web, yoga] = within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem');
    expect(within(web!).getByText('100% · 8 of 8 lessons')).toBeInTheDocument();
    expect(within(web!).getByText(/· Deploying$/)).toBeInTheDocument();
    expect(within(web!).getByRole('link', { name: 'ABCD-EFGH-JKLM' })).toHaveAttribute(
      'href',
      '/verify/ABCD-EFGH-JKLM',
    );
    // Only an admin revokes.
    expect(within(web!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(yoga!).getByText('Never')).toBeInTheDocument();
    expect(within(yoga!).queryByText('Certificate')).not.toBeInTheDocument();

    const results = within(await screen.findByRole('list', { name: 'Results by course' })).getByRole('article', {
      name: 'Web Development',
    });
    expect(results).toHaveTextContent('41.5 / 50 · 83% · A+');
    expect(results).toHaveTextContent('Grade A+');

    // The attendance of the courses they teach, as the server reckons it; no fees for an instructor.
    const attendance = await screen.findByRole('list', { name: 'Attendance by course' });
    const webAttendance = within(attendance).getByRole('article', { name: 'Web Development' });
    expect(webAttendance).toHaveTextContent('Section Main70%Attended 7 of 10 classes');
    expect(webAttendance).toHaveTextContent('Present 6 · Late 1 · Absent 3 · Excused 1');
    expect(webAttendance).toHaveTextContent('Below the 75% needed for exams');
    expect(within(attendance).getByRole('article', { name: 'Yoga Basics' })).toHaveTextContent(
      'One more absence takes them below 75%',
    );
    expect(screen.queryByRole('heading', { name: 'Fees' })).not.toBeInTheDocument();
    expect(requests.map(({ path }) => path).sort()).toEqual([
      `/admin/students/${studentId}/attendance`,
      `/admin/students/${studentId}/progress`,
      `/admin/students/${studentId}/results`,
    ]);
  });

  it("shows an admin the student's fee accounts beside the attendance, each with a way to record a payment", async () => {
    const requests = fakeFetch(({ path }) => answerFor(path, null));
    render('admin');
    expect(await screen.findByRole('list', { name: 'Attendance by course' })).toBeInTheDocument();
    const fees = await screen.findByRole('list', { name: 'Fee accounts' });
    const account = within(fees).getByRole('article', { name: 'Web Development' });
    expect(account).toHaveTextContent('Partial');
    expect(account).toHaveTextContent('Paid₹5,000 of ₹20,000');
    expect(account).toHaveTextContent('Amount due₹15,000');
    expect(account).toHaveTextContent(/Next due₹15,000 on /);
    expect(within(account).getByRole('link', { name: 'Record Payment' })).toHaveAttribute(
      'href',
      paths.admin.recordPayment,
    );
    expect(requests.map(({ path }) => path)).toContain(`/admin/fees?page=1&limit=100&studentId=${studentId}`);
  });

  it('lets an admin revoke a certificate with a reason, and shows it revoked', async () => {
    let revoked: string | null = null;
    const requests = fakeFetch(({ method, path }) => {
      if (method === 'POST') {
        revoked = '2026-11-26T09:00:00.000Z';
        return { body: { message: 'Certificate revoked' } };
      }
      return answerFor(path, revoked);
    });
    render('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke certificate C-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(inputMessages.required('Reason'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Reason'));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(inputMessages.tooLong('Reason', 500))).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Issued for copied work');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Certificate C-000042 was revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Revoked /)).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, String(r.body)])).toEqual([
      ['/admin/certificates/ABCD-EFGH-JKLM/revocation', '{"reason":"Issued for copied work"}'],
    ]);
  });
});
