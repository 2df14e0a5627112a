import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages, learningMessages, type Outline, type OutlineLesson, type OutlineOrder } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { arrange } from '../utils/outline-order';
import { CourseOutlineView } from './course-outline-view';

const courseId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const basicsId = '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const functionsId = '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c';
const setupId = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const variablesId = '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e';
const callingId = '4c5d6e7f-8a9b-4c0d-9e2f-3a4b5c6d7e8f';

function lesson(_id: string, chapterId: string, title: string, position: number, more: Partial<OutlineLesson> = {}) {
  return { _id, chapterId, courseId, title, videoUrl: null, minutes: null, position, version: 1, ...more };
}

const outline: Outline = {
  courseId,
  courseName: 'Python for Beginners',
  chapters: [
    {
      _id: basicsId,
      courseId,
      title: 'Basics',
      position: 0,
      version: 3,
      lessons: [
        lesson(setupId, basicsId, 'Setup', 0, { minutes: 12, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
        lesson(variablesId, basicsId, 'Variables', 1, { minutes: 20 }),
      ],
    },
    {
      _id: functionsId,
      courseId,
      title: 'Functions',
      position: 1,
      version: 1,
      lessons: [
        lesson(callingId, functionsId, 'Calling functions', 0, { videoUrl: 'https://example.com/calling.mp4' }),
      ],
    },
  ],
};

const outlinePath = `/admin/courses/${courseId}/outline`;

function renderOutline() {
  const path = generatePath(paths.admin.courseOutline, { courseId });
  const router = createMemoryRouter([{ path: paths.admin.courseOutline, element: asStaff(<CourseOutlineView />) }], {
    initialEntries: [path],
  });
  renderWithQuery(<RouterProvider router={router} />);
}

/** The outline's own requests with this method (not the instructors panel's). */
const sent = (requests: SentRequest[], method: string) =>
  requests.filter((request) => request.method === method && !request.path.endsWith('/instructors'));
const json = (request: SentRequest | undefined) => JSON.parse(String(request?.body)) as unknown;

/**
 * Answers the outline's GET with `outline`, in the last order a PUT saved, and other calls as `answer` says (201 with
 * no body unless told).
 */
function serve(
  answer: (request: SentRequest) => { status?: number; body: unknown } = () => ({ status: 201, body: {} }),
) {
  let saved = outline;
  return fakeFetch((request) => {
    if (request.method === 'GET' && request.path === outlinePath) return { body: saved };
    // The admin's panel of the course's instructors.
    if (request.method === 'GET' && request.path.endsWith('/instructors')) return { body: { instructors: [] } };
    const reply = answer(request);
    if (request.method === 'PUT' && (reply.status ?? 200) === 200) {
      saved = arrange(outline, (json(request) as OutlineOrder).chapters);
    }
    return reply;
  });
}
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p.font-medium, h2')?.textContent);

/**
 * jsdom lays nothing out, and dragging with the keyboard goes by where things are: each element is given a box below
 * the one before it in the document, tall enough to hold what it contains.
 */
function layOutInDocumentOrder() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = [...document.body.querySelectorAll('*')].indexOf(this) * 10;
    const height = (this.querySelectorAll('*').length + 1) * 10;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height });
  });
}

// The page loads its editor and the lesson form on demand: loaded once here, they hold up no test on a busy machine.
beforeAll(() => Promise.all([import('./outline-editor'), import('./lesson-form-dialog')]));

afterEach(() => vi.restoreAllMocks());

describe('CourseOutlineView', () => {
  it('shows the course, its chapters in order, and each lesson with its time and its video', async () => {
    serve();
    renderOutline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python for Beginners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', paths.admin.courses);

    const chapters = await screen.findAllByRole('article');
    expect(chapters.map((chapter) => within(chapter).getByRole('heading').textContent)).toEqual([
      'Basics',
      'Functions',
    ]);
    expect(chapters[0]).toHaveTextContent('Chapter 1');
    expect(chapters[0]).toHaveTextContent('2 lessons · 32 min');

    const basics = screen.getByRole('list', { name: 'Lessons of Basics' });
    expect(titles(basics)).toEqual(['Setup', 'Variables']);
    const [setup] = within(basics).getAllByRole('listitem');
    expect(setup).toHaveTextContent('12 min');
    expect(setup).toHaveTextContent('YouTube video');
    expect(screen.getByRole('list', { name: 'Lessons of Functions' })).toHaveTextContent('Video link');

    // Every control says what it acts on; the first and the last item cannot move further.
    expect(screen.getByRole('button', { name: 'Move Setup up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Calling functions down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move chapter Basics up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move chapter Basics down' })).toBeEnabled();
    for (const name of ['Drag chapter Basics', 'Drag Setup', 'Rename chapter Basics', 'Delete chapter Functions']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Edit lesson Variables' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add lesson to Functions' })).toBeInTheDocument();
  });

  it('adds a chapter at the end of the course and empties the field for the next one', async () => {
    const requests = serve();
    renderOutline();
    const field = await screen.findByLabelText('Chapter title');
    await userEvent.type(field, '  Loops ');
    await userEvent.click(screen.getByRole('button', { name: 'Add chapter' }));

    expect(await screen.findByText('Chapter “Loops” was added.')).toBeInTheDocument();
    expect(sent(requests, 'POST')).toEqual([expect.objectContaining({ path: `/admin/courses/${courseId}/chapters` })]);
    expect(json(sent(requests, 'POST')[0])).toEqual({ title: 'Loops' });
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    // The outline is read again, with the new chapter.
    expect(sent(requests, 'GET')).toHaveLength(2);
  });

  it('needs a chapter title before sending it', async () => {
    const requests = serve();
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Add chapter' }));
    expect(await screen.findByText('Chapter title is required')).toBeInTheDocument();
    expect(sent(requests, 'POST')).toHaveLength(0);
  });

  it('adds a lesson to a chapter from its dialog', async () => {
    const requests = serve(() => ({
      status: 201,
      body: { lesson: { ...lesson('new', functionsId, 'Return values', 1) } },
    }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Add lesson to Functions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lesson to Functions' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Return values');
    await userEvent.type(within(dialog).getByLabelText('Lesson text (Markdown)'), '# Return\n\nUse `return`.');
    await userEvent.type(within(dialog).getByLabelText('Video link'), 'https://vimeo.com/76979871');
    expect(within(dialog).getByText("Students watch this Vimeo video on the lesson's page.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Estimated minutes'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lesson' }));

    expect(await screen.findByText('Lesson “Return values” was added.')).toBeInTheDocument();
    const [post] = sent(requests, 'POST');
    expect(post?.path).toBe(`/admin/chapters/${functionsId}/lessons`);
    expect(json(post)).toEqual({
      title: 'Return values',
      body: '# Return\n\nUse `return`.',
      videoUrl: 'https://vimeo.com/76979871',
      minutes: 15,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a lesson without a video link or a time as having none', async () => {
    const requests = serve(() => ({ status: 201, body: { lesson: lesson('new', basicsId, 'Comments', 2) } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Add lesson to Basics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Comments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(sent(requests, 'POST')).toHaveLength(1));
    expect(json(sent(requests, 'POST')[0])).toEqual({ title: 'Comments', body: '', videoUrl: null, minutes: null });
  });

  it("shows the server's reason when it refuses a lesson, word for word", async () => {
    const reason = 'Lesson text is too long (at most 1,00,000 characters)';
    serve(() => ({ status: 400, body: { error: reason } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Add lesson to Basics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Comments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('alert').textContent).toBe(reason);
  });

  it('moves a lesson up with its button and saves the whole new order', async () => {
    const requests = serve(() => ({ body: { message: learningMessages.outlineSaved } }));
    renderOutline();
    const button = await screen.findByRole('button', { name: 'Move Variables up' });
    await userEvent.click(button);

    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    const [put] = sent(requests, 'PUT');
    expect(put?.path).toBe(outlinePath);
    expect(json(put)).toEqual({
      chapters: [
        { _id: basicsId, lessons: [variablesId, setupId] },
        { _id: functionsId, lessons: [callingId] },
      ],
    });
    expect(titles(screen.getByRole('list', { name: 'Lessons of Basics' }))).toEqual(['Variables', 'Setup']);
    expect(screen.getByText('Moved lesson Variables to position 1 of 2 in chapter Basics.')).toHaveAttribute(
      'role',
      'status',
    );
    // It went as far up as it can: the focus goes to its other button rather than to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Variables down' })).toHaveFocus());
  });

  it("moves a chapter's last lesson down into the next chapter, and a chapter above another", async () => {
    const requests = serve(() => ({ body: { message: learningMessages.outlineSaved } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Variables down' }));
    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    expect(json(sent(requests, 'PUT')[0])).toEqual({
      chapters: [
        { _id: basicsId, lessons: [setupId] },
        { _id: functionsId, lessons: [variablesId, callingId] },
      ],
    });
    expect(titles(screen.getByRole('list', { name: 'Lessons of Functions' }))).toEqual([
      'Variables',
      'Calling functions',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Move chapter Functions up' }));
    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(2));
    expect(json(sent(requests, 'PUT')[1])).toEqual({
      chapters: [
        { _id: functionsId, lessons: [variablesId, callingId] },
        { _id: basicsId, lessons: [setupId] },
      ],
    });
  });

  it('moves a chapter with the keyboard, announcing each step, and saves the new order', async () => {
    layOutInDocumentOrder();
    const requests = serve(() => ({ body: { message: learningMessages.outlineSaved } }));
    renderOutline();
    (await screen.findByRole('button', { name: 'Drag chapter Functions' })).focus();
    await userEvent.keyboard('[Space]');
    expect(await screen.findByText('Picked up chapter Functions, at position 2 of 2.')).toBeInTheDocument();
    await userEvent.keyboard('[ArrowUp]');
    expect(await screen.findByText('Moved chapter Functions to position 1 of 2.')).toBeInTheDocument();
    await userEvent.keyboard('[Space]');

    expect(await screen.findByText('Dropped chapter Functions at position 1 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    expect(json(sent(requests, 'PUT')[0])).toEqual({
      chapters: [
        { _id: functionsId, lessons: [callingId] },
        { _id: basicsId, lessons: [setupId, variablesId] },
      ],
    });
  });

  it('moves a lesson into the chapter above with the keyboard', async () => {
    layOutInDocumentOrder();
    const requests = serve(() => ({ body: { message: learningMessages.outlineSaved } }));
    renderOutline();
    (await screen.findByRole('button', { name: 'Drag Calling functions' })).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    expect(
      await screen.findByText('Moved lesson Calling functions to position 3 of 3 in chapter Basics.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('[Space]');

    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    expect(json(sent(requests, 'PUT')[0])).toEqual({
      chapters: [
        { _id: basicsId, lessons: [setupId, variablesId, callingId] },
        { _id: functionsId, lessons: [] },
      ],
    });
  });

  it('says the outline changed when the server refuses the new order, and shows the saved order again', async () => {
    const requests = serve(() => ({ status: 409, body: { error: learningMessages.outlineChanged } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Move chapter Functions up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(learningMessages.outlineChanged);
    await waitFor(() => expect(sent(requests, 'GET')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((chapter) => within(chapter).getByRole('heading').textContent)).toEqual(
        ['Basics', 'Functions'],
      ),
    );
  });

  it('renames a chapter with the version it showed', async () => {
    const requests = serve(() => ({ body: { chapter: { ...outline.chapters[0], title: 'First steps', version: 4 } } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename chapter Basics' }));
    const field = within(screen.getByRole('article', { name: 'Basics' })).getByLabelText('Chapter title');
    expect(field).toHaveValue('Basics');
    await userEvent.clear(field);
    await userEvent.type(field, 'First steps');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The chapter was renamed “First steps”.')).toBeInTheDocument();
    const [patch] = sent(requests, 'PATCH');
    expect(patch?.path).toBe(`/admin/chapters/${basicsId}`);
    expect(patch?.headers['if-match']).toBe('"3"');
    expect(json(patch)).toEqual({ title: 'First steps' });
    expect(screen.getByRole('button', { name: 'Rename chapter Basics' })).toHaveFocus();
  });

  it("deletes a chapter after saying that its lessons and the students' completion of them go too", async () => {
    const requests = serve(() => ({ body: { message: learningMessages.chapterDeleted } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete chapter Basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete chapter?' });
    expect(dialog).toHaveTextContent(
      "“Basics” will be deleted with its 2 lessons, and students' completion of those lessons goes too.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete chapter' }));

    expect((await screen.findByText('Chapter “Basics” was deleted.')).closest('[role="status"]')).toHaveFocus();
    expect(sent(requests, 'DELETE')).toEqual([expect.objectContaining({ path: `/admin/chapters/${basicsId}` })]);
  });

  it('deletes a lesson after confirmation', async () => {
    const requests = serve(() => ({ body: { message: learningMessages.lessonDeleted } }));
    renderOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete lesson Setup' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lesson?' });
    expect(dialog).toHaveTextContent("students' completion of it goes too");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete lesson' }));
    await screen.findByText('Lesson “Setup” was deleted.');
    expect(sent(requests, 'DELETE')).toEqual([expect.objectContaining({ path: `/admin/lessons/${setupId}` })]);
  });

  it("says when the course's outline cannot be found", async () => {
    fakeFetch(() => ({ status: 404, body: { error: errorMessages.courseNotFound } }));
    renderOutline();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.courseNotFound);
  });
});
