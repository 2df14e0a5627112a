import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadMessages, type OutstandingFee, type RecentEnrollment, type ReportTotals } from '@campus/domain';
import { saveToken } from '@/lib/session';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ReportView } from './report-view';

/** The report in a data router, as the app shows it (its lists read the navigation's state). */
const reportPage = (address = '/admin/generate-report') => (
  <RouterProvider
    router={createMemoryRouter([{ path: '*', element: <ReportView /> }], { initialEntries: [address] })}
  />
);

const totals: ReportTotals = {
  students: 20,
  courses: 8,
  enrollments: 34,
  recentEnrollments: 5,
  collected: 4_21_000_00,
  outstanding: 3_10_500_50,
  outstandingAccounts: 22,
  outstandingAgeing: {
    notDue: 2_00_000_00,
    days1to30: 1_00_000_00,
    days31to60: 10_500_50,
    days61to90: 0,
    days90plus: 0,
  },
};

const enrollment: RecentEnrollment = {
  _id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  studentId: '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e',
  studentName: 'Vihaan Iyer',
  email: 'vihaan.iyer3@students.campus.test',
  courseId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  course: 'Data Science with Python',
  enrolledAt: '2026-03-02T10:00:00.000Z',
};

const outstanding: OutstandingFee = {
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  studentId: enrollment.studentId,
  name: 'Vihaan Iyer',
  email: enrollment.email,
  phone: '+91 9810015838',
  courseId: enrollment.courseId,
  course: enrollment.course,
  feePaid: 15_200_00,
  feeTotal: 38_000_00,
  feeConcession: 0,
  feeLateFee: 500_00,
  due: 23_300_00,
  ageing: { notDue: 23_300_00, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 },
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 10 });

function reportServer() {
  return fakeFetch(({ path }) => {
    if (path === '/admin/report') return { body: { totals } };
    if (path.startsWith('/admin/report/recent-enrollments')) return { body: page([enrollment]) };
    return { body: page([outstanding]) };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ReportView', () => {
  it('shows the totals, recent enrollments and outstanding fees in rupees', async () => {
    reportServer();
    renderWithQuery(reportPage());
    const figures = screen.getByRole('list', { name: 'Totals' });
    expect(await within(figures).findByText('₹4,21,000')).toBeInTheDocument();
    expect(within(figures).getByText('22 accounts')).toBeInTheDocument();
    const ageing = screen.getByRole('region', { name: 'Outstanding by days overdue' });
    expect(
      Array.from(ageing.querySelectorAll('dt'), (term) => `${term.textContent}: ${term.nextSibling?.textContent}`),
    ).toEqual([
      'Not Due: ₹2,00,000',
      '1-30 Days: ₹1,00,000',
      '31-60 Days: ₹10,500.50',
      '61-90 Days: ₹0',
      'Over 90 Days: ₹0',
    ]);
    const recent = await screen.findByRole('table', { name: 'Recent enrollments' });
    expect(within(recent).getByRole('rowheader')).toHaveTextContent(`Vihaan Iyer${enrollment.email}`);
    const fees = await screen.findByRole('table', { name: 'Outstanding fees' });
    const row = within(fees).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      outstanding.email,
      outstanding.phone,
      outstanding.course,
      '₹15,200',
      '₹38,000',
      '₹23,300',
      '₹0',
      '₹500',
    ]);
  });

  it('downloads the CSV with the admin token', async () => {
    saveToken('admin', 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
    const requests = fakeFetch(({ path }) => {
      if (path === '/admin/report') return { body: { totals } };
      if (path.startsWith('/admin/report/recent-enrollments')) return { body: page([]) };
      return { body: page([outstanding]) };
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('outstanding_fees_report.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderWithQuery(reportPage());
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const download = requests.find((request) => request.path === '/admin/report/outstanding.csv')!;
    expect(download.headers.authorization).toBe('Bearer header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
  });

  it("keeps each list's page in the address: the outstanding fees' with their search, the enrollments' apart", async () => {
    const requests = fakeFetch(({ path }) => {
      if (path === '/admin/report') return { body: { totals } };
      return { body: { ...page([]), total: 100 } };
    });
    renderWithQuery(reportPage('/admin/generate-report?search=iyer&page=2&enrollmentsPage=3'));
    expect(await screen.findByLabelText('Search outstanding fees')).toHaveValue('iyer');
    await waitFor(() => {
      const paths = requests.map((request) => request.path);
      expect(paths).toContainEqual(expect.stringMatching(/^\/admin\/report\/outstanding\?page=2&.*search=iyer/));
      expect(paths).toContainEqual(expect.stringMatching(/^\/admin\/report\/recent-enrollments\?page=3&/));
    });
  });

  it('says when the report cannot be loaded', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderWithQuery(reportPage());
    await waitFor(() => expect(screen.getAllByText(loadMessages.report)).toHaveLength(3));
  });
});
