import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, attendanceMessages, dateInIndia, inputMessages, type Holiday, type StaffRole } from '@campus/domain';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { HolidaysView } from './holidays-view';

const today = dateInIndia(new Date());
const diwali: Holiday = { _id: '5e0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', date: addDays(today, 20), name: 'Diwali' };

function render(answer: (request: SentRequest) => { status?: number; body: unknown }, role: StaffRole = 'admin') {
  const requests = fakeFetch(answer);
  renderWithQuery(asStaff(<HolidaysView />, role));
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('Holidays', () => {
  it('lists the holidays from today on, without the controls, to a staff member who is not an admin', async () => {
    const requests = render(() => ({ body: { holidays: [diwali] } }), 'instructor');
    const list = await screen.findByRole('list', { name: 'Upcoming holidays' });
    expect(requests[0]!.path).toBe(`/admin/holidays?from=${today}`);
    expect(within(list).getByText('Diwali')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a holiday' })).not.toBeInTheDocument();
  });

  it('lets an admin add a holiday, checked as the server checks it, and lists it', async () => {
    let added: Holiday[] = [];
    const requests = render(({ method, body }) => {
      if (method === 'POST') {
        const holiday = { _id: crypto.randomUUID(), ...(JSON.parse(body as string) as Omit<Holiday, '_id'>) };
        added = [holiday];
        return { status: 201, body: { holiday } };
      }
      return { body: { holidays: [...added, diwali] } };
    });
    await screen.findByRole('list', { name: 'Upcoming holidays' });
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByText(inputMessages.required('Date'))).toBeInTheDocument();
    expect(screen.getByText(inputMessages.required('Holiday name'))).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    const day = addDays(today, 3);
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.type(screen.getByLabelText('Holiday name'), '  Founders’ Day ');
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Founders’ Day on .* added/);
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/admin/holidays');
    expect(JSON.parse(post.body as string)).toEqual({ date: day, name: 'Founders’ Day' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Upcoming holidays' })).getByText('Founders’ Day')).toBeVisible(),
    );
    expect(screen.getByLabelText('Holiday name')).toHaveValue('');
  });

  it("shows the server's refusal as it wrote it", async () => {
    render(({ method }) =>
      method === 'POST'
        ? { status: 409, body: { error: attendanceMessages.holidayTaken } }
        : { body: { holidays: [diwali] } },
    );
    await screen.findByRole('list', { name: 'Upcoming holidays' });
    await userEvent.type(screen.getByLabelText('Date'), diwali.date);
    await userEvent.type(screen.getByLabelText('Holiday name'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(attendanceMessages.holidayTaken);
  });

  it('deletes a holiday once the admin confirms', async () => {
    let holidays = [diwali];
    const requests = render(({ method }) => {
      if (method === 'DELETE') {
        holidays = [];
        return { body: {} };
      }
      return { body: { holidays } };
    });
    const list = await screen.findByRole('list', { name: 'Upcoming holidays' });
    await userEvent.click(within(list).getByRole('button', { name: /^Delete Diwali on / }));
    const dialog = screen.getByRole('dialog', { name: 'Delete holiday?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: /^Delete Diwali on / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No holidays ahead')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/admin/holidays/${diwali._id}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Diwali on .* deleted/);
  });
});
