import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages, errorMessages, type Section, type SectionStudent } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { SectionsView } from './sections-view';

const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const section = (name: string, fields: Partial<Section> = {}): Section => ({
  _id: crypto.randomUUID(),
  courseId,
  name,
  capacity: null,
  main: false,
  students: 0,
  version: 1,
  ...fields,
});
const student = (name: string): SectionStudent => ({
  studentId: crypto.randomUUID(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@campus.test`,
});

const main = section('Main', { main: true, students: 2 });
const weekend = section('Weekend', { capacity: 20 });
const asha = student('Asha Verma');
const ravi = student('Ravi Kumar');

/** The API of one course, answering the sections and their students as they are, and the writes by `writes`. */
function serve(sections: Section[], writes: (request: SentRequest) => { status?: number; body: unknown } | undefined) {
  return fakeFetch((request) => {
    const written = request.method === 'GET' ? undefined : writes(request);
    if (written) return written;
    if (request.path === `/admin/courses/${courseId}`)
      return { body: { course: { _id: courseId, name: 'Astronomy' } } };
    if (request.path === `/admin/courses/${courseId}/sections`) return { body: { sections } };
    if (request.path.startsWith(`/admin/sections/${main._id}/students?`)) {
      return { body: { items: [asha, ravi], total: 2, page: 1, limit: 50 } };
    }
    if (request.path.includes('/students?')) return { body: { items: [], total: 0, page: 1, limit: 50 } };
    return { status: 404, body: { error: errorMessages.notFound } };
  });
}

function renderSections() {
  const router = createMemoryRouter(
    [{ path: paths.admin.courseSections, element: asStaff(<SectionsView courseId={courseId} />) }],
    { initialEntries: [`/admin/courses/${courseId}/sections`] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

const body = (request: SentRequest) => JSON.parse(String(request.body)) as unknown;

afterEach(() => vi.restoreAllMocks());

describe('SectionsView', () => {
  it('lists the sections with their students and capacity, the main one marked, each with its timetable', async () => {
    serve([main, weekend], () => undefined);
    renderSections();
    expect(await screen.findByRole('heading', { name: 'Sections of Astronomy' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sections' });
    const [, mainRow, weekendRow] = within(table).getAllByRole('row');
    expect(mainRow).toHaveTextContent(/^Main\s*Main\s*2\s*No limit/);
    expect(within(mainRow!).getByText('Main', { selector: 'span span' })).toBeInTheDocument();
    expect(within(mainRow!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(weekendRow).toHaveTextContent(/^Weekend\s*0\s*20/);
    expect(within(weekendRow!).getByRole('link', { name: 'Timetable of Weekend' })).toHaveAttribute(
      'href',
      `/admin/sections/${weekend._id}/timetable`,
    );
  });

  it('adds a section with its name and capacity, after checking them', async () => {
    const sections = [main];
    const requests = serve(sections, (request) => {
      if (request.method !== 'POST') return undefined;
      const added = section('Weekend', body(request) as Partial<Section>);
      sections.push(added);
      return { body: { section: added } };
    });
    renderSections();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Capacity (optional)' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByText(attendanceMessages.capacity)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(name, ' Weekend ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Capacity (optional)' }), '{Backspace}25');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByText('Section Weekend was added.')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/admin/courses/${courseId}/sections`);
    expect(body(post)).toEqual({ name: 'Weekend', capacity: 25 });
    expect(await screen.findByRole('row', { name: /Weekend/ })).toHaveTextContent('25');
    expect(name).toHaveValue('');
  });

  it("saves an edit with the version read; when someone changed it since, shows the server's message and reloads", async () => {
    const sections = [main, weekend];
    const requests = serve(sections, (request) =>
      request.method === 'PATCH' && request.headers['if-match'] === '"1"'
        ? { status: 409, body: { error: errorMessages.editConflict } }
        : request.method === 'PATCH'
          ? { body: { section: { ...weekend, ...(body(request) as object), version: 3 } } }
          : undefined,
    );
    renderSections();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Weekend' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit section Weekend' });
    const capacity = within(dialog).getByRole('textbox', { name: 'Capacity (optional)' });
    await userEvent.clear(capacity);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(errorMessages.editConflict)).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe(`/admin/sections/${weekend._id}`);
    expect(patch.headers['if-match']).toBe('"1"');
    expect(body(patch)).toEqual({ name: 'Weekend', capacity: null });

    // Someone renamed it meanwhile: Reload shows their version in the form, and the next save carries it.
    sections[1] = { ...weekend, name: 'Saturday', capacity: 15, version: 2 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Saturday'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Section Saturday was saved.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)!.headers['if-match']).toBe('"2"');
  });

  it("asks before deleting a section, and shows the server's refusal", async () => {
    const requests = serve([main, { ...weekend, students: 3 }], (request) =>
      request.method === 'DELETE' ? { status: 409, body: { error: attendanceMessages.sectionHasStudents } } : undefined,
    );
    renderSections();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekend' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete section' });
    expect(dialog).toHaveTextContent('Delete section Weekend?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(attendanceMessages.sectionHasStudents);
    expect(requests.find((request) => request.method === 'DELETE')!.path).toBe(`/admin/sections/${weekend._id}`);
  });

  it("moves the students ticked into the section chosen, and shows the server's refusal when it is full", async () => {
    let full = true;
    const requests = serve([main, weekend], (request) => {
      if (request.method !== 'PUT') return undefined;
      if (full) return { status: 409, body: { error: attendanceMessages.sectionFull('Weekend', 20) } };
      return { body: { section: weekend } };
    });
    renderSections();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ravi Kumar/ }));
    expect(screen.getByRole('combobox', { name: 'To section' })).toHaveDisplayValue('Weekend (0 of 20)');
    await userEvent.click(screen.getByRole('button', { name: 'Move 1 student' }));
    expect(await screen.findByText(attendanceMessages.sectionFull('Weekend', 20))).toBeInTheDocument();

    full = false;
    await userEvent.click(screen.getByRole('button', { name: 'Move 1 student' }));
    expect(await screen.findByText('1 student moved to Weekend.')).toBeInTheDocument();
    const put = requests.filter((request) => request.method === 'PUT').at(-1)!;
    expect(put.path).toBe(`/admin/sections/${weekend._id}/students`);
    expect(body(put)).toEqual({ studentIds: [ravi.studentId] });
    expect(screen.getByRole('checkbox', { name: /Ravi Kumar/ })).not.toBeChecked();
    expect(requests.some((request) => request.path === `/admin/sections/${main._id}/students?page=1&limit=50`)).toBe(
      true,
    );
  });
});
