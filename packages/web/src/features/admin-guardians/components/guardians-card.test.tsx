import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, guardianMessages, type Guardian } from '@campus/domain';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { GuardiansCard } from './guardians-card';

const studentId = '7c2a4b1e-3d5f-4a6b-8c9d-0e1f2a3b4c5d';
const guardian = (name: string, fields: Partial<Guardian> = {}): Guardian => ({
  _id: crypto.randomUUID(),
  name,
  relation: 'Mother',
  phone: '9876543210',
  email: null,
  version: 1,
  children: 1,
  ...fields,
});
const body = (request: SentRequest) => JSON.parse(String(request.body)) as unknown;

/** The student's guardians as they are, and the writes answered by `writes`. */
function serve(
  guardians: Guardian[],
  writes: (request: SentRequest) => { status?: number; body: unknown } | undefined,
) {
  return fakeFetch((request) => {
    const written = request.method === 'GET' ? undefined : writes(request);
    if (written) return written;
    if (request.path === `/admin/users/${studentId}/guardians`) return { body: { guardians } };
    return { status: 404, body: { error: errorMessages.notFound } };
  });
}

const renderCard = () => renderWithQuery(asStaff(<GuardiansCard studentId={studentId} studentName="Asha Verma" />));

afterEach(() => vi.restoreAllMocks());

describe('GuardiansCard', () => {
  it('lists the guardians with their relation and contacts, and who has other children here', async () => {
    serve(
      [guardian('Meena Verma'), guardian('Ravi Verma', { relation: 'Father', email: 'ravi@example.com', children: 2 })],
      () => undefined,
    );
    renderCard();
    const list = await screen.findByRole('list', { name: 'Guardians of Asha Verma' });
    const [meena, ravi] = within(list).getAllByRole('listitem');
    expect(meena).toHaveTextContent('Meena Verma · Mother9876543210');
    expect(ravi).toHaveTextContent('Ravi Verma · Father9876543210 · ravi@example.comGuardian of 2 students');
  });

  it("adds a guardian after the domain's checks, and shows the server's refusal in its words", async () => {
    const guardians: Guardian[] = [];
    let refuse = true;
    const requests = serve(guardians, (request) => {
      if (request.method !== 'POST') return undefined;
      if (refuse) return { status: 409, body: { error: guardianMessages.phoneAndEmailOfTwo } };
      const added = guardian('Meena Verma', body(request) as Partial<Guardian>);
      guardians.push(added);
      return { status: 201, body: { guardian: added } };
    });
    renderCard();
    expect(await screen.findByText('No guardians yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add guardian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add guardian' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Meena Verma');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Relation/ }), 'Mother');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(guardianMessages.contactRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+91 98765 43210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(guardianMessages.phoneAndEmailOfTwo)).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/admin/users/${studentId}/guardians`);
    expect(body(post)).toEqual({ name: 'Meena Verma', relation: 'Mother', phone: '9876543210', email: null });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added Meena Verma as a guardian.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Guardians of Asha Verma' })).toHaveTextContent('Meena Verma');
  });

  it('saves an edit with the version read; after a conflict, Reload refills the form with the newer guardian', async () => {
    const meena = guardian('Meena Verma');
    const guardians = [meena];
    const requests = serve(guardians, (request) =>
      request.method === 'PATCH' && request.headers['if-match'] === '"1"'
        ? { status: 409, body: { error: errorMessages.editConflict } }
        : request.method === 'PATCH'
          ? { body: { guardian: { ...guardians[0], ...(body(request) as object), version: 3 } } }
          : undefined,
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Meena Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit guardian Meena Verma' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'meena@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(errorMessages.editConflict)).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe(`/admin/guardians/${meena._id}`);
    expect(body(patch)).toEqual({
      name: 'Meena Verma',
      relation: 'Mother',
      phone: '9876543210',
      email: 'meena@example.com',
    });

    guardians[0] = { ...meena, name: 'Meena Iyer', version: 2 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Edit guardian Meena Iyer' });
    await waitFor(() => expect(within(reloaded).getByRole('textbox', { name: 'Name' })).toHaveValue('Meena Iyer'));
    await userEvent.click(within(reloaded).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved guardian Meena Iyer.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)!.headers['if-match']).toBe('"2"');
  });

  it('asks before removing a guardian from this student', async () => {
    const meena = guardian('Meena Verma');
    const guardians = [meena];
    const requests = serve(guardians, (request) => {
      if (request.method !== 'DELETE') return undefined;
      guardians.pop();
      return { body: { message: guardianMessages.removed } };
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Meena Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove guardian?' });
    expect(dialog).toHaveTextContent('Meena Verma will no longer be a guardian of Asha Verma.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Meena Verma as a guardian.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')!.path).toBe(
      `/admin/guardians/${meena._id}?studentId=${studentId}`,
    );
    expect(await screen.findByText('No guardians yet.')).toBeInTheDocument();
  });
});
