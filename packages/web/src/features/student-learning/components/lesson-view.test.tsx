import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, generatePath, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  courseProgress,
  errorMessages,
  learningMessages,
  type StudentLesson,
  type StudentOutline,
} from '@campus/domain';
import { paths } from '@/config/paths';
import { saveToken } from '@/lib/session';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { ContinueLearning } from './continue-learning';
import { LessonView } from './lesson-view';

const courseId = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];
const chapterIds = ['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'];
const titles = ['Welcome', 'Setup', 'Exercise'];

/**
 * A course of three lessons in two chapters, of which those in `done` are done; `waits` says how many seconds each
 * lesson (by index) has left before it may be marked done.
 */
function course(done: Set<string>, waits: number[] = []) {
  const lesson = (i: number) => ({
    _id: ids[i]!,
    chapterId: chapterIds[i < 2 ? 0 : 1]!,
    title: titles[i]!,
    minutes: i === 0 ? 5 : null,
    position: i < 2 ? i : 0,
    hasVideo: false,
    completed: done.has(ids[i]!),
  });
  const outline: StudentOutline = {
    courseId,
    courseName: 'Web Development',
    progress: courseProgress(done.size, 3),
    completedLessons: done.size,
    lessonCount: 3,
    nextLessonId: ids.find((id) => !done.has(id)) ?? null,
    lastLessonId: null,
    chapters: [
      { _id: chapterIds[0]!, title: 'Basics', position: 0, lessons: [lesson(0), lesson(1)] },
      { _id: chapterIds[1]!, title: 'Practice', position: 1, lessons: [lesson(2)] },
    ],
  };
  const lessonPage = (i: number): StudentLesson => ({
    lesson: {
      _id: ids[i]!,
      chapterId: chapterIds[i < 2 ? 0 : 1]!,
      courseId,
      title: titles[i]!,
      html: i === 0 ? '<h1>Hello</h1>\n<p>Read <strong>this</strong> first.</p>\n' : '<p>Text</p>\n',
      videoUrl: i === 1 ? 'https://youtu.be/dQw4w9WgXcQ' : null,
      video:
        i === 1
          ? {
              kind: 'embed',
              provider: 'YouTube',
              embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
              url: 'https://youtu.be/dQw4w9WgXcQ',
            }
          : null,
      minutes: i === 0 ? 5 : null,
      position: 0,
    },
    courseName: 'Web Development',
    chapterTitle: i < 2 ? 'Basics' : 'Practice',
    attachments: i === 0 ? [notes] : [],
    completed: done.has(ids[i]!),
    doneInSeconds: waits[i] ?? 0,
    previousLessonId: ids[i - 1] ?? null,
    nextLessonId: ids[i + 1] ?? null,
  });
  return { outline, lessonPage };
}

const notes = {
  _id: '7d0c3f57-5ee4-4f0e-9b7e-0d7b0f0a9a11',
  lessonId: ids[0]!,
  name: 'पाठ 1 notes.pdf',
  contentType: 'application/pdf',
  size: 1_468_006,
};

/** The student's course on a fake server that keeps which lessons are done. */
function serveCourse(done = new Set<string>(), waits: number[] = []) {
  return fakeFetch(({ method, path }) => {
    const { outline, lessonPage } = course(done, waits);
    if (path === `/courses/${courseId}/outline`) return { body: outline };
    if (path === `/courses/${courseId}/certificate`) {
      return { body: { number: 'C-000042', code: 'ABCD-EFGH-JKLM', issuedOn: '2026-11-20' } };
    }
    const completion = /^\/lessons\/([\w-]+)\/completion$/.exec(path);
    if (completion) {
      if (method === 'PUT') done.add(completion[1]!);
      else done.delete(completion[1]!);
      return {
        body: {
          completed: method === 'PUT',
          progress: courseProgress(done.size, 3),
          completedLessons: done.size,
          lessonCount: 3,
        },
      };
    }
    if (path.startsWith('/attachments/')) return { body: 'the file' };
    const opened = /^\/lessons\/([\w-]+)$/.exec(path);
    if (opened) return { body: lessonPage(ids.indexOf(opened[1]!)) };
    return { status: 404, body: { error: 'Not found' } };
  });
}

function renderLearning(address: string) {
  const router = createMemoryRouter(
    [
      { path: paths.student.continueCourse, element: <ContinueFromParams /> },
      { path: paths.student.lesson, element: <LessonFromParams /> },
      { path: paths.student.courses, element: <p>The courses page</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

function ContinueFromParams() {
  return <ContinueLearning courseId={useParams().courseId!} />;
}
function LessonFromParams() {
  const { courseId: id, lessonId } = useParams();
  return <LessonView key={lessonId} courseId={id!} lessonId={lessonId!} />;
}

/** Several requests in a row (a completion, then the outline and the lesson again): on a busy machine, over a second. */
const SLOW = { timeout: 5000 };

const lessonAddress = (i: number) => generatePath(paths.student.lesson, { courseId, lessonId: ids[i]! });

afterEach(() => vi.restoreAllMocks());

describe('learning a course', () => {
  it('Continue Learning opens the first lesson not done', async () => {
    serveCourse(new Set([ids[0]!]));
    const router = renderLearning(generatePath(paths.student.continueCourse, { courseId }));
    await waitFor(() => expect(router.state.location.pathname).toBe(lessonAddress(1)));
    expect(await screen.findByRole('heading', { name: 'Setup', level: 1 })).toBeInTheDocument();
    expect(screen.getByTitle('Setup (YouTube video)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it("shows the lesson's text as the server rendered it", async () => {
    serveCourse();
    renderLearning(lessonAddress(0));
    const article = await screen.findByRole('article', { name: 'Welcome' });
    expect(within(article).getByRole('heading', { name: 'Hello', level: 1 })).toBeInTheDocument();
    expect(within(article).getByText('this').tagName).toBe('STRONG');
    expect(screen.getByText('About 5 minutes')).toBeInTheDocument();
  });

  it('counts a lesson done when the student moves on, and lets them undo it', async () => {
    const requests = serveCourse();
    const router = renderLearning(lessonAddress(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(lessonAddress(1)), SLOW);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([`/lessons/${ids[0]}/completion`]);
    expect(await screen.findByText('“Welcome” marked as done.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('33% complete · 1 of 3 lessons done', {}, SLOW)).toBeInTheDocument();
    const outline = screen.getAllByRole('navigation', { name: 'Course outline' })[0]!;
    expect(within(outline).getByRole('link', { name: 'Welcome, done' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('0% complete · 0 of 3 lessons done', {}, SLOW)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/lessons/${ids[0]}/completion`]);
    // The note goes once the page has been told (after the lesson and outline were read again).
    await waitFor(() => expect(screen.queryByText('“Welcome” marked as done.')).not.toBeInTheDocument(), SLOW);
  });

  it("holds Mark as done until some of the lesson's time was spent, says how long, and moves on without it", async () => {
    const requests = serveCourse(new Set(), [150]);
    const router = renderLearning(lessonAddress(0));
    const markDone = await screen.findByRole('button', { name: 'Mark as done' });
    expect(markDone).toBeDisabled();
    expect(markDone).toHaveAccessibleDescription(learningMessages.lessonDoneIn(3));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(lessonAddress(1)), SLOW);
    expect(await screen.findByRole('heading', { name: 'Setup', level: 1 })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(screen.queryByText('“Welcome” marked as done.')).not.toBeInTheDocument();
  });

  it('lets the lesson be marked done once its time has passed', async () => {
    const requests = serveCourse(new Set(), [1]);
    renderLearning(lessonAddress(0));
    const markDone = await screen.findByRole('button', { name: 'Mark as done' });
    expect(markDone).toBeDisabled();
    expect(screen.getByText(learningMessages.lessonDoneIn(1))).toBeInTheDocument();
    await waitFor(() => expect(markDone).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText(learningMessages.lessonDoneIn(1))).not.toBeInTheDocument();
    await userEvent.click(markDone);
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1), SLOW);
  });

  it('finishes the course on the last lesson, and says so', async () => {
    serveCourse(new Set([ids[0]!, ids[1]!]));
    renderLearning(lessonAddress(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish course' }));
    expect(await screen.findByText('You have completed every lesson of Web Development.')).toBeInTheDocument();
    expect(screen.getByText('100% complete · 3 of 3 lessons done')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(certificate).getByRole('link', { name: 'ABCD-EFGH-JKLM' })).toHaveAttribute(
      'href',
      '/verify/ABCD-EFGH-JKLM',
    );
    expect(within(certificate).getByRole('button', { name: 'Download certificate' })).toBeInTheDocument();
  });

  it('opens the outline in a panel on a phone, and goes to the lesson picked there', async () => {
    serveCourse();
    const router = renderLearning(lessonAddress(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Outline' }));
    const panel = await screen.findByRole('dialog', { name: 'Course outline' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Exercise, not done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(lessonAddress(2)));
    expect(await screen.findByRole('heading', { name: 'Exercise', level: 1 })).toBeInTheDocument();
  });

  it("lists the lesson's files and downloads one with the student's token, under its name", async () => {
    saveToken('student', 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
    const requests = serveCourse();
    URL.createObjectURL = vi.fn(() => 'blob:notes');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('पाठ 1 notes.pdf');
    });
    renderLearning(lessonAddress(0));
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(within(files).getByText('PDF · 1.4 MB')).toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: 'Download पाठ 1 notes.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const download = requests.find((request) => request.path === `/attachments/${notes._id}`)!;
    expect(download.headers.authorization).toBe('Bearer header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
  });

  it("shows the server's message when the lesson cannot be opened", async () => {
    fakeFetch(() => ({ status: 404, body: { error: 'Lesson not found' } }));
    renderLearning(lessonAddress(0));
    expect(await screen.findByText('Lesson not found')).toBeInTheDocument();
  });

  it('offers the way back to My courses, not Try again, for a course the student is not in', async () => {
    // The server answers as if neither were there (404).
    fakeFetch(({ path }) => ({
      status: 404,
      body: { error: path.startsWith('/lessons/') ? learningMessages.lessonNotFound : errorMessages.courseNotFound },
    }));
    const router = renderLearning(lessonAddress(0));
    expect(await screen.findByText(learningMessages.lessonNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'My courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.student.courses));
  });

  it('offers Try again when the lesson could not be loaded for another reason', async () => {
    fakeFetch(() => ({ status: 503, body: { error: 'Service unavailable' } }));
    renderLearning(lessonAddress(0));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps focus on the button when the lesson is marked done and not done', async () => {
    serveCourse();
    renderLearning(lessonAddress(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    const undo = await screen.findByRole('button', { name: 'Mark as not done' }, SLOW);
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.click(undo);
    const again = await screen.findByRole('button', { name: 'Mark as done' }, SLOW);
    await waitFor(() => expect(again).toHaveFocus());
  });
});
