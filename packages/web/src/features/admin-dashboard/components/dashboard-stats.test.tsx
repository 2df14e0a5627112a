import { screen, waitFor, within } from '@testing-library/react';
import { Users } from 'lucide';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, type DashboardStats } from '@campus/domain';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { DashboardStats as DashboardStatsView } from './dashboard-stats';
import { GrowthStatCard } from './growth-stat-card';

const stats: DashboardStats = {
  totalStudents: 1234,
  activeCourses: 8,
  revenue: 29_43_00_700_00,
  dueFees: 5_59_000_00,
  overdueFees: 1_20_000_00,
  newEnrollments: 12,
  completionRate: 42.46,
  studentGrowth: 12.5,
  courseGrowth: 0,
  revenueGrowth: -3,
  feeChange: 7.25,
  enrollmentGrowth: 125_187.5,
  completionGrowth: -0.5,
  growthFromNothing: [],
  attendanceRate: 91.66,
  unmarkedClasses: 3,
  resultsPublishedThisWeek: 0,
  averageResultPerCourse: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

const captions = { scope: 'Today', change: 'vs previous 30 days' };
const card = (label: string) => screen.getByRole('group', { name: label });
const growthBadge = (label: string, text: string) => within(card(label)).getByText(text).closest('span')!;

describe('GrowthStatCard', () => {
  it('shows a rise with a plus sign, one decimal and an up arrow, in green', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" {...captions} growth={12.5} icon={Users} accent="" />);
    const badge = growthBadge('Students', '+12.5%');
    expect(badge).toHaveTextContent('▲+12.5%');
    expect(badge).toHaveClass('text-emerald-700');
  });

  it('shows a fall with a minus sign and a down arrow, in red', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" {...captions} growth={-3} icon={Users} accent="" />);
    const badge = growthBadge('Students', '-3.0%');
    expect(badge).toHaveTextContent('▼-3.0%');
    expect(badge).toHaveClass('text-rose-700');
  });

  it('shows no change as 0.0% without an arrow, in grey', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" {...captions} growth={0} icon={Users} accent="" />);
    const badge = growthBadge('Students', '0.0%');
    expect(badge).toHaveTextContent(/^0\.0%$/);
    expect(badge).toHaveClass('text-slate-600');
  });

  it('colours a rise red and a fall green when a rise is bad news', () => {
    const { rerender } = renderWithQuery(
      <GrowthStatCard label="Due" value="₹1k" {...captions} growth={4} upIsGood={false} icon={Users} accent="" />,
    );
    expect(growthBadge('Due', '+4.0%')).toHaveClass('text-rose-700');
    rerender(
      <GrowthStatCard label="Due" value="₹1k" {...captions} growth={-4} upIsGood={false} icon={Users} accent="" />,
    );
    expect(growthBadge('Due', '-4.0%')).toHaveClass('text-emerald-700');
  });
});

describe('DashboardStats', () => {
  it('shows the six figures, money in lakhs and crores, growth from a tiny base as new', async () => {
    mockApi(() => ({ body: { stats } }));
    renderWithQuery(<DashboardStatsView />);
    expect(
      await within(await screen.findByRole('group', { name: 'Total Students' })).findByText('1,234'),
    ).toBeInTheDocument();
    expect(within(card('Active Courses')).getByText('8')).toBeInTheDocument();
    expect(within(card('Revenue')).getByText('₹29.43 Cr')).toBeInTheDocument();
    expect(within(card('Due Fees')).getByText('₹5.59 L')).toBeInTheDocument();
    // Never broken across lines.
    expect(within(card('Revenue')).getByText('₹29.43 Cr')).toHaveClass('whitespace-nowrap');
    expect(within(card('New Enrollments')).getByText('12')).toBeInTheDocument();
    expect(within(card('Completion Rate')).getByText('42.5%')).toBeInTheDocument();

    expect(growthBadge('Total Students', '+12.5%')).toHaveClass('text-emerald-700');
    expect(growthBadge('Active Courses', '0.0%')).toHaveClass('text-slate-600');
    expect(growthBadge('Revenue', '-3.0%')).toHaveClass('text-rose-700');
    // More fees falling due is bad news.
    expect(growthBadge('Due Fees', '+7.3%')).toHaveClass('text-rose-700');
    expect(growthBadge('New Enrollments', 'new')).toHaveClass('text-emerald-700');
    expect(growthBadge('Completion Rate', '-0.5%')).toHaveClass('text-rose-700');
  });

  it('shows growth from nothing as new, and a doubling as +100%', async () => {
    mockApi(() => ({
      body: { stats: { ...stats, revenueGrowth: 100, courseGrowth: 100, growthFromNothing: ['revenueGrowth'] } },
    }));
    renderWithQuery(<DashboardStatsView />);
    await screen.findByText('1,234');
    expect(growthBadge('Revenue', 'new')).toHaveClass('text-emerald-700');
    expect(growthBadge('Active Courses', '+100.0%')).toHaveClass('text-emerald-700');
  });

  it('says what each figure covers and what its change compares, as the server computes them', async () => {
    mockApi(() => ({ body: { stats } }));
    renderWithQuery(<DashboardStatsView />);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'false'),
    );
    const captions = Object.fromEntries(
      ['Total Students', 'Active Courses', 'Revenue', 'Due Fees', 'New Enrollments', 'Completion Rate'].map((label) => [
        label,
        Array.from(card(label).querySelectorAll('p'), (paragraph) => paragraph.textContent).slice(1),
      ]),
    );
    expect(captions).toEqual({
      'Total Students': ['Students on record today', '▲+12.5%new students vs previous 30 days'],
      'Active Courses': ['Courses offered today', '0.0%new courses vs previous 30 days'],
      // The revenue is every payment ever received; only its change looks at the last 30 days.
      Revenue: ['All payments received to date', '▼-3.0%payments received vs previous 30 days'],
      'Due Fees': ['Owed today · ₹1.20 L of it overdue', '▲+7.3%vs owed 30 days ago'],
      'New Enrollments': ['In the last 30 days', '▲newvs previous 30 days'],
      'Completion Rate': ['Of all enrollments to date', '▼-0.5%completions vs previous 30 days'],
    });
  });

  it("shows today's attendance and the classes begun today not marked yet", async () => {
    mockApi(() => ({ body: { stats } }));
    renderWithQuery(<DashboardStatsView />);
    expect(await screen.findByText('3 classes begun today not marked yet')).toBeInTheDocument();
    expect(screen.getByText(/^Today's attendance:/)).toHaveTextContent("Today's attendance: 91.7%");
  });

  it('says when no attendance is marked today, and names no unmarked classes when there are none', async () => {
    mockApi(() => ({ body: { stats: { ...stats, attendanceRate: null, unmarkedClasses: 0 } } }));
    renderWithQuery(<DashboardStatsView />);
    await waitFor(() =>
      expect(screen.getByText(/^Today's attendance:/)).toHaveTextContent("Today's attendance: none marked yet"),
    );
    expect(screen.queryByText(/not marked yet/)).not.toBeInTheDocument();
  });

  it("shows the spec's message when the figures cannot be loaded", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<DashboardStatsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadMessages.adminDashboard);
  });
});
