import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_OPTIONAL_COLUMNS } from '@campus/domain';
import { renderWithQuery } from '@/testing/render-with-query';
import { ImportStudentsView } from './import-students-view';

afterEach(cleanup);

it('names every column the import reads, the optional section and guardian ones too', () => {
  const router = createMemoryRouter([{ path: '/', element: <ImportStudentsView /> }]);
  renderWithQuery(<RouterProvider router={router} />);
  const help = screen.getByRole('button', { name: 'Download the template' }).closest('p')!.textContent!;
  for (const column of [...STUDENT_IMPORT_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS].filter(
    (column) => !column.startsWith('guardian2_') || column === 'guardian2_name',
  )) {
    expect(help).toMatch(new RegExp(`\\b${column}\\b`));
  }
});
