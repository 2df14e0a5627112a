import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@campus/domain';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { InstructorsPanel } from './instructors-panel';

const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const member = (name: string, active = true): StaffMember => ({
  _id: crypto.randomUUID(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@campus.test`,
  role: 'instructor',
  active,
  mustChangePassword: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});
const ira = member('Ira Rao');
const dev = member('Dev Nair');
const gone = member('Old Teacher', false);

afterEach(() => vi.restoreAllMocks());

describe('InstructorsPanel', () => {
  it("shows the course's instructors, and saves the active instructors ticked", async () => {
    let instructors = [{ _id: ira._id, name: ira.name, email: ira.email }];
    const requests = fakeFetch(({ method, path, body }) => {
      if (path === '/admin/staff?role=instructor&limit=100') {
        return { body: { items: [ira, dev, gone], total: 3, page: 1, limit: 100 } };
      }
      if (method === 'PUT') {
        const { staffIds } = JSON.parse(String(body)) as { staffIds: string[] };
        instructors = [ira, dev].filter((one) => staffIds.includes(one._id));
      }
      return { body: { instructors } };
    });
    renderWithQuery(<InstructorsPanel courseId={courseId} courseName="Astronomy" />);
    expect(await screen.findByText('Ira Rao')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change instructors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructors of Astronomy' });
    expect(within(dialog).getByRole('checkbox', { name: /Ira Rao/ })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Old Teacher/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Dev Nair/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ira Rao, Dev Nair')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/admin/courses/${courseId}/instructors`);
    expect(JSON.parse(String(put.body))).toEqual({ staffIds: [ira._id, dev._id] });
  });
});
