import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeePlanApplyResult } from '@campus/domain';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ApplyFeePlan } from './apply-fee-plan';

const courseId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const result = (dryRun: boolean): FeePlanApplyResult => ({
  dryRun,
  version: 3,
  changed: 2,
  skippedWithInstalmentEntries: 1,
  skippedLowerTotal: 0,
  changes: [
    {
      feeAccountId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
      student: 'Vihaan Iyer',
      before: [{ number: 1, dueDate: '2027-01-31', amount: 18_000_00 }],
      after: [
        { number: 1, dueDate: '2027-01-01', amount: 10_000_00 },
        { number: 2, dueDate: '2027-01-15', amount: 8_000_00 },
      ],
    },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe('ApplyFeePlan', () => {
  it('previews what changes, then applies the version shown', async () => {
    const requests = fakeFetch((request) => ({ body: result(JSON.parse(String(request.body)).dryRun as boolean) }));
    renderWithQuery(<ApplyFeePlan courseId={courseId} version={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(
      await screen.findByText(
        /2 enrolments would move to version 3\. Left as they are: 1 enrolment with a late fee or an instalment concession\./,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Changes' })).getByRole('listitem')).toHaveTextContent(
      'Vihaan Iyer: ₹10,000 on 1 Jan 2027, ₹8,000 on 15 Jan 2027',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2 enrolments' }));
    expect(await screen.findByText(/Version 3 now applies to 2 enrolments\./)).toBeInTheDocument();
    expect(requests.map((request) => [request.path, request.headers['if-match'], request.body])).toEqual([
      [`/admin/courses/${courseId}/fee-plan/apply`, '"3"', JSON.stringify({ dryRun: true })],
      [`/admin/courses/${courseId}/fee-plan/apply`, '"3"', JSON.stringify({ dryRun: false })],
    ]);
  });
});
