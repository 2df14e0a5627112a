import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessages,
  guardianMessages,
  inputMessages,
  saveMessages,
  uploadMessages,
  type Course,
  type Section,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch } from '@/testing/fake-fetch';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { textNamedPng } from '@/testing/pictures';
import { studentListItem } from '@/testing/student-fixtures';
import { AddStudentForm } from './add-student-form';

const course: Course = {
  _id: '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11',
  name: 'Web Development',
  description: 'HTML, CSS and JavaScript',
  duration: 12,
  price: 2_500_000,
  category: 'Programming',
  image: null,
  enrolledStudents: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const section = (name: string, fields: Partial<Section> = {}): Section => ({
  _id: crypto.randomUUID(),
  courseId: course._id,
  name,
  capacity: null,
  main: false,
  students: 0,
  version: 1,
  ...fields,
});

/** The course list, the course's `sections`; a POST is kept and answered 201. */
function serveSections(sections: Section[]) {
  return fakeFetch((request) => {
    if (request.method === 'POST') return { status: 201, body: { user: studentListItem() } };
    if (request.path.endsWith('/sections')) return { body: { sections } };
    return { body: { items: [course], total: 1, page: 1, limit: 100 } };
  });
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: paths.admin.addStudent, element: <AddStudentForm /> },
      { path: paths.admin.students, element: <p>Students list</p> },
    ],
    { initialEntries: [paths.admin.addStudent] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

/** Fills in every field with valid values, the phone as given. */
async function fillIn(phone = '+91 98765 43210') {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /Web Development/ });
  await user.type(screen.getByLabelText('Name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.type(screen.getByLabelText('Date of birth'), '2002-03-04');
  await user.selectOptions(screen.getByLabelText('Course'), course._id);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AddStudentForm', () => {
  it("sends a first guardian once the domain's guardian rules pass, and none when left empty", async () => {
    const requests = serveSections([]);
    renderForm();
    await fillIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Guardian's name"), 'Kavita Iyer');
    await user.type(screen.getByLabelText('Relation'), 'Mother');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText(guardianMessages.contactRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Guardian's phone")).toHaveFocus();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText("Guardian's phone"), '+91 98111 22233');
    expect(screen.queryByText(guardianMessages.contactRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await screen.findByText('Students list');
    const form = requests.find((request) => request.method === 'POST')!.body as FormData;
    expect([...form.entries()].filter(([name]) => name.startsWith('guardian'))).toEqual([
      ['guardianName', 'Kavita Iyer'],
      ['guardianRelation', 'Mother'],
      ['guardianPhone', '9811122233'],
    ]);
  });

  it('names every missing required field and sends nothing', async () => {
    const fetch = mockApi(() => ({ body: { items: [course], total: 1, page: 1, limit: 100 } }));
    renderForm();
    await screen.findByRole('option', { name: /Web Development/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Select a course')).toBeInTheDocument();
    expect(screen.getByLabelText('Course')).toHaveAttribute('aria-invalid', 'true');
    // Only the course list was fetched.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a date of birth before 1900 and a name with hidden characters, as the server does', async () => {
    const fetch = mockApi(() => ({ body: { items: [course], total: 1, page: 1, limit: 100 } }));
    renderForm();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /Web Development/ });
    await user.type(screen.getByLabelText('Name'), 'Meera \u202EreyI');
    await user.type(screen.getByLabelText('Date of birth'), '1800-01-01');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText(inputMessages.hiddenCharacters('Name'))).toBeInTheDocument();
    expect(screen.getByText(inputMessages.dateOfBirthTooEarly('1900-01-01'))).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a photo that is not an image, with the profile upload message', async () => {
    mockApi(() => ({ body: { items: [course], total: 1, page: 1, limit: 100 } }));
    renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/Photo/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
  });

  it('refuses a text file renamed .png as the photo, without a preview', async () => {
    mockApi(() => ({ body: { items: [course], total: 1, page: 1, limit: 100 } }));
    renderForm();
    await userEvent.upload(screen.getByLabelText(/Photo/), textNamedPng());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    expect(screen.queryByAltText('Preview of the chosen photo')).not.toBeInTheDocument();
  });

  it("sends the form as multipart and shows the server's error text", async () => {
    const sent: FormData[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/admin/courses')) {
        return Response.json({ items: [course], total: 1, page: 1, limit: 100 });
      }
      sent.push(init!.body as FormData);
      return Response.json({ error: errorMessages.emailTaken }, { status: 409 });
    });
    renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.emailTaken);
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '+91 98765 43210',
      dob: '2002-03-04',
      course: course._id,
    });
  });

  it('falls back to the spec message when the server sends no error text', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/admin/courses')
        ? Response.json({ items: [course], total: 1, page: 1, limit: 100 })
        : new Response('', { status: 502 }),
    );
    const router = renderForm();
    await fillIn('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(saveMessages.addStudent);
    expect(router.state.location.pathname).toBe(paths.admin.addStudent);
  });

  it('sends once when Add Student is clicked twice in a row', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const requests = fakeFetch((request) =>
      request.method === 'GET' ? { body: { items: [course], total: 1, page: 1, limit: 100 } } : answer.promise,
    );
    const router = renderForm();
    await fillIn();
    clickTwice(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Student' })).toBeDisabled());
    answer.resolve({ status: 201, body: { user: studentListItem() } });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.students));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('offers the sections of a course that has several, the main one first and a full one not to be chosen', async () => {
    const weekend = section('Weekend', { capacity: 30, students: 12 });
    const requests = serveSections([
      section('Main', { main: true, students: 40 }),
      weekend,
      section('Evening', { capacity: 2, students: 2 }),
    ]);
    const router = renderForm();
    await fillIn();
    const picker = await screen.findByLabelText('Section');
    expect(picker).toHaveValue('');
    expect([...(picker as HTMLSelectElement).options].map((option) => [option.text, option.disabled])).toEqual([
      ['Main (main)', false],
      ['Weekend · 12 of 30 places taken', false],
      ['Evening · 2 of 2 places taken', true],
    ]);
    await userEvent.selectOptions(picker, weekend._id);
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.students));
    const sent = requests.find((request) => request.method === 'POST')!.body as FormData;
    expect(sent.get('section')).toBe(weekend._id);
    expect(sent.get('course')).toBe(course._id);
  });

  it('shows no section choice for a course with one section, and sends none', async () => {
    const requests = serveSections([section('Main', { main: true })]);
    const router = renderForm();
    await fillIn();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/sections'))).toBe(true));
    expect(screen.queryByLabelText('Section')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.students));
    const sent = requests.find((request) => request.method === 'POST')!.body as FormData;
    expect(sent.has('section')).toBe(false);
  });
});
