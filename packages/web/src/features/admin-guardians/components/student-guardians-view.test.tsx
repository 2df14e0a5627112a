import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { StudentGuardiansView } from './student-guardians-view';

const studentId = '7c2a4b1e-3d5f-4a6b-8c9d-0e1f2a3b4c5d';

afterEach(() => vi.restoreAllMocks());

describe('StudentGuardiansView', () => {
  it('shows the cards below the guardians once these are in, so that the guardians card moves nothing as it grows', async () => {
    const answer = deferred<{ body: unknown }>();
    fakeFetch(() => answer.promise);
    const router = createMemoryRouter(
      [{ path: paths.admin.studentGuardians, element: <StudentGuardiansView more={() => <p>Messages card</p>} /> }],
      { initialEntries: [paths.admin.studentGuardians.replace(':studentId', studentId)] },
    );
    renderWithQuery(asStaff(<RouterProvider router={router} />));
    expect(await screen.findByRole('heading', { name: 'Student guardians' })).toBeInTheDocument();
    expect(screen.queryByText('Messages card')).not.toBeInTheDocument();
    answer.resolve({ body: { guardians: [] } });
    expect(await screen.findByText('Messages card')).toBeInTheDocument();
  });
});
