import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, feePlanMessages, type Course, type FeePlan } from '@campus/domain';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { FeePlanDialog } from './fee-plan-dialog';

const course: Course = {
  _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Digital Marketing',
  description: 'SEO, content, social media and analytics for growing brands.',
  duration: 6,
  price: 18_000_00,
  category: 'Business',
  image: null,
  enrolledStudents: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const plan: FeePlan = {
  courseId: course._id,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  instalments: [
    { amount: 10_000_00, dueAfterDays: 0 },
    { amount: 8_000_00, dueDate: '2027-01-15' },
  ],
  lateFee: { kind: 'fixed', value: 500_00, graceDays: 5 },
};

const path = `/admin/courses/${course._id}/fee-plan`;
const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT');

/** The plan dialog over a server whose plan is `current`; a save is answered with `saved` (the plan saved, unless told). */
function renderDialog(current: FeePlan | null, saved?: { status: number; body: unknown }) {
  const requests = fakeFetch((request) => {
    if (request.method === 'GET') return { body: { feePlan: current } };
    return saved ?? { body: { feePlan: { ...plan, ...(JSON.parse(String(request.body)) as object), version: 4 } } };
  });
  const onSaved = vi.fn();
  renderWithQuery(<FeePlanDialog course={course} onClose={() => {}} onSaved={onSaved} />);
  return { requests, onSaved };
}

const dialog = () => screen.findByRole('dialog', { name: `Fee plan of ${course.name}` });
const instalment = (number: number) => screen.getByRole('group', { name: `Instalment ${number}` });

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const NO_PLAN = 'One payment, due 30 days after enrolment';

afterEach(() => vi.restoreAllMocks());

describe('FeePlanDialog', () => {
  it('starts from the rule without a plan, and saves instalments and a late fee in paise with If-Match "0"', async () => {
    const { requests, onSaved } = renderDialog(null);
    const box = await dialog();
    expect(await within(box).findByText(NO_PLAN)).toBeInTheDocument();
    expect(box).toHaveTextContent('A new plan applies to enrolments from now on');
    expect(within(instalment(1)).getByLabelText('Amount (₹)')).toHaveValue(18000);
    expect(within(instalment(1)).getByLabelText('Days after enrolment')).toHaveValue(30);

    await retype(within(instalment(1)).getByLabelText('Amount (₹)'), '10000.50');
    await retype(within(instalment(1)).getByLabelText('Days after enrolment'), '0');
    await userEvent.click(within(box).getByRole('button', { name: 'Add instalment' }));
    await userEvent.type(within(instalment(2)).getByLabelText('Amount (₹)'), '7999.50');
    await userEvent.selectOptions(within(instalment(2)).getByLabelText('Due'), 'On a date');
    await userEvent.type(within(instalment(2)).getByLabelText('Due date'), '2027-02-01');
    expect(box).toHaveTextContent("Total ₹18,000 of the course's fee ₹18,000");

    await userEvent.selectOptions(within(box).getByLabelText('Late fee'), 'A percentage of what is overdue');
    await userEvent.type(within(box).getByLabelText('Percentage (%)'), '2.5');
    await retype(within(box).getByLabelText('Grace days'), '7');
    await userEvent.type(within(box).getByLabelText('Repeat every (days, optional)'), '30');
    await userEvent.type(within(box).getByLabelText('Cap per instalment (₹, optional)'), '1500');
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]).toMatchObject({ path, headers: { 'if-match': '"0"' } });
    expect(JSON.parse(String(puts(requests)[0]!.body))).toEqual({
      instalments: [
        { amount: 10_000_50, dueAfterDays: 0 },
        { amount: 7_999_50, dueDate: '2027-02-01' },
      ],
      lateFee: { kind: 'percent', value: 2.5, graceDays: 7, everyDays: 30, cap: 1_500_00 },
    });
  });

  it('shows the current plan, fills the form from it and saves over its version', async () => {
    const { requests } = renderDialog(plan);
    const box = await dialog();
    expect(await within(box).findByText('Current plan (version 3)')).toBeInTheDocument();
    expect(box).toHaveTextContent('₹10,000 due 0 days after enrolment');
    expect(box).toHaveTextContent('₹8,000 due on 15 Jan 2027');
    expect(box).toHaveTextContent('Late fee ₹500, 5 days after the due date, once');
    expect(within(instalment(2)).getByLabelText('Due date')).toHaveValue('2027-01-15');
    expect(within(box).getByLabelText('Amount (₹)', { selector: '[name="lateFee.value"]' })).toHaveValue(500);

    await userEvent.selectOptions(within(box).getByLabelText('Late fee'), 'No late fee');
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.headers['if-match']).toBe('"3"');
    expect(JSON.parse(String(puts(requests)[0]!.body))).toEqual({ instalments: plan.instalments });
  });

  it('removes an instalment, the ones after it moving up, and never the last one', async () => {
    const { requests } = renderDialog({
      ...plan,
      instalments: [
        { amount: 6_000_00, dueAfterDays: 0 },
        { amount: 6_000_00, dueAfterDays: 30 },
        { amount: 6_000_00, dueDate: '2027-03-01' },
      ],
    });
    const box = await dialog();
    await within(box).findByText('Current plan (version 3)');
    await userEvent.click(within(box).getByRole('button', { name: 'Remove instalment 2' }));
    expect(within(instalment(2)).getByLabelText('Due date')).toHaveValue('2027-03-01');
    expect(screen.queryByRole('group', { name: 'Instalment 3' })).not.toBeInTheDocument();
    expect(box).toHaveTextContent('(₹6,000 still to plan)');
    await retype(within(instalment(2)).getByLabelText('Amount (₹)'), '12000');
    await userEvent.click(within(box).getByRole('button', { name: 'Remove instalment 1' }));
    expect(within(box).queryByRole('button', { name: /Remove instalment/ })).not.toBeInTheDocument();
    await retype(within(instalment(1)).getByLabelText('Amount (₹)'), '18000');
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(JSON.parse(String(puts(requests)[0]!.body))).toMatchObject({
      instalments: [{ amount: 18_000_00, dueDate: '2027-03-01' }],
    });
  });

  it('keeps the total to the course fee, in the domain’s words, and sends nothing until it is', async () => {
    const { requests } = renderDialog(null);
    const box = await dialog();
    await retype(await within(box).findByLabelText('Amount (₹)'), '15000');
    expect(box).toHaveTextContent('(₹3,000 still to plan)');
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(feePlanMessages.total(15_000_00, 18_000_00));
    expect(puts(requests)).toHaveLength(0);
  });

  it("says what is wrong with a field in the domain's words", async () => {
    const { requests } = renderDialog(null);
    const box = await dialog();
    await retype(await within(box).findByLabelText('Days after enrolment'), '');
    await userEvent.selectOptions(within(box).getByLabelText('Late fee'), 'A fixed amount');
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    expect(await within(box).findByText(feePlanMessages.dueAfterDays)).toBeInTheDocument();
    expect(within(box).getByText(feePlanMessages.lateFeeFixed)).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it("shows the server's refusal as it is", async () => {
    const refusal = feePlanMessages.total(17_000_00, 18_000_00);
    const { onSaved } = renderDialog(null, { status: 400, body: { error: refusal } });
    const box = await dialog();
    await within(box).findByText(NO_PLAN);
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(refusal);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers Reload when someone else saved a plan meanwhile, and refills the form from it', async () => {
    let current: FeePlan | null = null;
    const requests = fakeFetch((request) => {
      if (request.method === 'GET') return { body: { feePlan: current } };
      current = plan;
      return { status: 409, body: { error: errorMessages.editConflict } };
    });
    renderWithQuery(<FeePlanDialog course={course} onClose={() => {}} onSaved={() => {}} />);
    const box = await dialog();
    await within(box).findByText(NO_PLAN);
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(errorMessages.editConflict);
    await userEvent.click(within(box).getByRole('button', { name: 'Reload' }));
    expect(await within(box).findByText('Current plan (version 3)')).toBeInTheDocument();
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]!.headers['if-match']).toBe('"3"');
  });
});
