import { screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type DashboardStats } from '@campus/domain';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { DashboardStats as DashboardStatsView } from './dashboard-stats';
import { GrowthStatCard } from './growth-stat-card';

const stats: DashboardStats = {
  totalStudents: 1234,
  activeCourses: 8,
  revenue: 1_250_000,
  dueFees: 4_560_000,
  newEnrollments: 12,
  completionRate: 42.46,
  studentGrowth: 12.5,
  courseGrowth: 0,
  revenueGrowth: -3,
  feeChange: 7.25,
  enrollmentGrowth: 100,
  completionGrowth: -0.5,
};

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (label: string) => screen.getByRole('group', { name: label });
const growthBadge = (label: string, text: string) => within(card(label)).getByText(text).closest('span')!;

describe('GrowthStatCard', () => {
  it('shows a rise with a plus sign, one decimal and an up arrow, in green', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" growth={12.5} icon={Users} accent="" />);
    const badge = growthBadge('Students', '+12.5%');
    expect(badge).toHaveTextContent('▲+12.5%');
    expect(badge).toHaveClass('text-emerald-700');
  });

  it('shows a fall with a minus sign and a down arrow, in red', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" growth={-3} icon={Users} accent="" />);
    const badge = growthBadge('Students', '-3.0%');
    expect(badge).toHaveTextContent('▼-3.0%');
    expect(badge).toHaveClass('text-rose-700');
  });

  it('shows no change as 0.0% without an arrow, in grey', () => {
    renderWithQuery(<GrowthStatCard label="Students" value="10" growth={0} icon={Users} accent="" />);
    const badge = growthBadge('Students', '0.0%');
    expect(badge).toHaveTextContent(/^0\.0%$/);
    expect(badge).toHaveClass('text-slate-600');
  });

  it('colours a rise red and a fall green when a rise is bad news', () => {
    const { rerender } = renderWithQuery(
      <GrowthStatCard label="Due" value="₹1k" growth={4} upIsGood={false} icon={Users} accent="" />,
    );
    expect(growthBadge('Due', '+4.0%')).toHaveClass('text-rose-700');
    rerender(<GrowthStatCard label="Due" value="₹1k" growth={-4} upIsGood={false} icon={Users} accent="" />);
    expect(growthBadge('Due', '-4.0%')).toHaveClass('text-emerald-700');
  });
});

describe('DashboardStats', () => {
  it('shows the six figures, money in thousands of rupees with a k suffix', async () => {
    mockApi(() => ({ body: { stats } }));
    renderWithQuery(<DashboardStatsView />);
    expect(
      await within(await screen.findByRole('group', { name: 'Total Students' })).findByText('1,234'),
    ).toBeInTheDocument();
    expect(within(card('Active Courses')).getByText('8')).toBeInTheDocument();
    expect(within(card('Revenue')).getByText('₹12.5k')).toBeInTheDocument();
    expect(within(card('Due Fees')).getByText('₹45.6k')).toBeInTheDocument();
    expect(within(card('New Enrollments')).getByText('12')).toBeInTheDocument();
    expect(within(card('Completion Rate')).getByText('42.5%')).toBeInTheDocument();

    expect(growthBadge('Total Students', '+12.5%')).toHaveClass('text-emerald-700');
    expect(growthBadge('Active Courses', '0.0%')).toHaveClass('text-slate-600');
    expect(growthBadge('Revenue', '-3.0%')).toHaveClass('text-rose-700');
    // More fees falling due is bad news.
    expect(growthBadge('Due Fees', '+7.3%')).toHaveClass('text-rose-700');
    expect(growthBadge('New Enrollments', '+100.0%')).toHaveClass('text-emerald-700');
    expect(growthBadge('Completion Rate', '-0.5%')).toHaveClass('text-rose-700');
  });

  it("shows the spec's message when the figures cannot be loaded", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<DashboardStatsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.load.adminDashboard);
  });
});
