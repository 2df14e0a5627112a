import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, saveMessages, type Course, type Section } from '@campus/domain';
import { clickTwice } from '@/testing/click-twice';
import { deferred } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { student as fullStudent, studentListItem } from '@/testing/student-fixtures';
import { EditStudentDialog } from './edit-student-dialog';

const course = (id: string, name: string): Course => ({
  _id: id,
  name,
  description: '',
  duration: 8,
  price: 100_000,
  category: 'General',
  image: null,
  enrolledStudents: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const web = course('0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11', 'Web Development');
const data = course('1c7a1a5f-1b64-4d2d-8e8f-3a1e6e1f7b22', 'Data Science');

const student = studentListItem({ enrolledCourses: [{ _id: web._id, name: web.name }] });
/** The student as GET /admin/users/:id has them; `reads` is how often it was read. */
let current = fullStudent({ enrolledCourses: student.enrolledCourses });
let reads = 0;

const section = (courseId: string, name: string, main = false): Section => ({
  _id: crypto.randomUUID(),
  courseId,
  name,
  capacity: null,
  main,
  students: 0,
  version: 1,
});
/** Each course's sections, as GET /admin/courses/:id/sections answers them (one, the main, unless set). */
let sectionsOf: Record<string, Section[]> = {};

/** Courses for the picker, the student; the PUT answers with `onSave`. Returns the forms and headers sent. */
function mockServer(onSave: () => Response | Promise<Response>) {
  const sent: FormData[] = [];
  const headers: Record<string, string>[] = [];
  reads = 0;
  current = fullStudent({ enrolledCourses: student.enrolledCourses });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') {
      sent.push(init.body as FormData);
      headers.push(init.headers as Record<string, string>);
      return onSave();
    }
    if (String(input).endsWith(`/admin/users/${student._id}`)) {
      reads += 1;
      return Response.json({ user: current });
    }
    const sectionsOfCourse = /\/admin\/courses\/([^/]+)\/sections$/.exec(String(input));
    if (sectionsOfCourse) {
      const courseId = sectionsOfCourse[1]!;
      return Response.json({ sections: sectionsOf[courseId] ?? [section(courseId, 'Main', true)] });
    }
    return Response.json({ items: [web, data], total: 2, page: 1, limit: 100 });
  });
  return Object.assign(sent, { headers });
}

afterEach(() => {
  vi.restoreAllMocks();
  sectionsOf = {};
});

async function edit() {
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: 'Edit student' });
  await within(dialog).findByLabelText('Phone');
  await user.clear(within(dialog).getByLabelText('Phone'));
  await user.type(within(dialog).getByLabelText('Phone'), '+91 95555 22222');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Data Science' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Web Development' }));
  return dialog;
}

async function editAndSave() {
  const dialog = await edit();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  return dialog;
}

describe('EditStudentDialog', () => {
  it('sends the details and the complete course list as multipart', async () => {
    const onSaved = vi.fn();
    const sent = mockServer(() => Response.json({ user: { ...student, phone: '+91 95555 22222' } }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Kabir Mehta');
    // The list has no date of birth: the form reads the student afresh, with it.
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2001-05-06');
    await editAndSave();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      name: 'Kabir Mehta',
      email: 'kabir@example.com',
      phone: '+91 95555 22222',
      dob: '2001-05-06',
      courses: JSON.stringify([data._id]),
    });
    expect(sent.headers[0]).toMatchObject({ 'if-match': '"1"' });
  });

  it('offers a section of each course being added that has several, and sends the one chosen', async () => {
    const evening = section(data._id, 'Evening');
    sectionsOf = {
      [data._id]: [section(data._id, 'Main', true), evening],
      [web._id]: [section(web._id, 'Main', true), section(web._id, 'Weekend')],
    };
    const onSaved = vi.fn();
    const sent = mockServer(() => Response.json({ user: student }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Data Science' }));
    const picker = await within(dialog).findByLabelText('Section of Data Science');
    // The course the student has keeps its section: they are moved on the Sections page.
    expect(within(dialog).queryByLabelText('Section of Web Development')).not.toBeInTheDocument();
    await user.selectOptions(picker, evening._id);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]!.get('courses')).toBe(JSON.stringify([web._id, data._id]));
    expect(sent[0]!.get('sections')).toBe(JSON.stringify([evening._id]));
  });

  it('forgets the section of a course ticked and then unticked again', async () => {
    const evening = section(data._id, 'Evening');
    sectionsOf = { [data._id]: [section(data._id, 'Main', true), evening] };
    const onSaved = vi.fn();
    const sent = mockServer(() => Response.json({ user: student }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    const dataScience = await within(dialog).findByRole('checkbox', { name: 'Data Science' });
    await user.click(dataScience);
    await user.selectOptions(await within(dialog).findByLabelText('Section of Data Science'), evening._id);
    await user.click(dataScience);
    expect(within(dialog).queryByLabelText('Section of Data Science')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]!.get('courses')).toBe(JSON.stringify([web._id]));
    expect(sent[0]!.has('sections')).toBe(false);
  });

  it('says the student changed since it was opened and, on Reload, refills the form and sends the new version', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    let answer = () => Response.json({ error: errorMessages.editConflict }, { status: 409 });
    const sent = mockServer(() => answer());
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    const dialog = await editAndSave();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(errorMessages.editConflict);
    expect(onSaved).not.toHaveBeenCalled();

    // Meanwhile someone else changed the phone number.
    current = { ...current, phone: '+91 97777 33333', version: 2 };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Phone')).toHaveValue('+91 97777 33333'));
    expect(reads).toBe(2);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = () => Response.json({ user: current });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.headers.map((sentHeaders) => sentHeaders['if-match'])).toEqual(['"1"', '"2"']);
    expect(sent[1]!.get('phone')).toBe('+91 97777 33333');
  });

  it('offers no Reload for other refusals', async () => {
    mockServer(() => Response.json({ error: errorMessages.emailTaken }, { status: 409 }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await editAndSave();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('refuses to leave the student without a course, without sending anything', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const sent = mockServer(() => Response.json({ user: student }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Web Development' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const courses = within(dialog).getByRole('group', { name: /Courses/ });
    expect(await within(courses).findByText(errorMessages.noCourse)).toBeInTheDocument();
    expect(courses).toHaveAccessibleDescription(errorMessages.noCourse);
    expect(sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends once when Save changes is clicked twice in a row', async () => {
    const onSaved = vi.fn();
    const answer = deferred<Response>();
    const sent = mockServer(() => answer.promise);
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={onSaved} />);
    const dialog = await edit();
    clickTwice(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled());
    answer.resolve(Response.json({ user: student }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });

  it("shows the server's error text, else the spec's message", async () => {
    mockServer(() => Response.json({ error: errorMessages.emailTaken }, { status: 409 }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await editAndSave();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorMessages.emailTaken);
  });

  it('falls back to the spec message', async () => {
    mockServer(() => new Response('', { status: 500 }));
    renderWithQuery(<EditStudentDialog student={student} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await editAndSave();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(saveMessages.updateStudent);
  });
});
