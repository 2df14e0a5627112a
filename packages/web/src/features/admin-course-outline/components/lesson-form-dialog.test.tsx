import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, learningMessages, type Lesson } from '@campus/domain';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { LessonFormDialog } from './lesson-form-dialog';

const lesson: Lesson = {
  _id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  chapterId: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  courseId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  title: 'Setup',
  body: 'Install **Python** 3.',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  minutes: 12,
  position: 0,
  version: 2,
};
const { body: _body, ...listed } = lesson;
const chapter = { _id: lesson.chapterId, title: 'Basics' };

function renderDialog(editing: boolean) {
  const onSaved = vi.fn();
  renderWithQuery(
    <LessonFormDialog
      open
      chapter={editing ? null : chapter}
      lesson={editing ? listed : null}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

const patches = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PATCH');

afterEach(() => vi.restoreAllMocks());

const slides = {
  _id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  lessonId: lesson._id,
  name: 'slides.pdf',
  contentType: 'application/pdf',
  size: 2048,
};

describe('LessonFormDialog', () => {
  it("lists the lesson's files, removes one, and refuses one over 20 MB before sending it", async () => {
    let attachments = [slides];
    const requests = fakeFetch((request) => {
      if (request.method === 'DELETE') {
        attachments = [];
        return { body: { message: learningMessages.attachmentRemoved } };
      }
      return { body: { lesson, attachments } };
    });
    renderDialog(true);
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(await within(files).findByText('PDF · 2 KB')).toBeInTheDocument();

    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(within(files).getByLabelText('Attach a file'), huge);
    expect(within(files).getByText(learningMessages.attachmentTooLarge)).toBeInTheDocument();

    await userEvent.click(within(files).getByRole('button', { name: 'Remove slides.pdf' }));
    await waitFor(() => expect(within(files).queryByText('slides.pdf')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/admin/attachments/${slides._id}`,
    ]);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('tells that files are attached once a new lesson is added', () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog(false);
    expect(screen.getByText('Files (PDFs and pictures) can be attached once the lesson is added.')).toBeInTheDocument();
  });

  it('checks the time and the video link before sending', async () => {
    const requests = fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog(false);
    await userEvent.type(screen.getByLabelText('Title'), 'Setup');
    await userEvent.type(screen.getByLabelText('Video link'), 'youtube dot com');
    await userEvent.type(screen.getByLabelText('Estimated minutes'), '601');
    await userEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    expect(await screen.findByText(learningMessages.videoUrl)).toBeInTheDocument();
    expect(screen.getByText(learningMessages.minutes)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('edits a lesson read afresh, with the version it was read at', async () => {
    const requests = fakeFetch((request) =>
      request.method === 'GET' ? { body: { lesson } } : { body: { lesson: { ...lesson, minutes: 15, version: 3 } } },
    );
    const onSaved = renderDialog(true);
    expect(await screen.findByLabelText('Title')).toHaveValue('Setup');
    expect(requests[0]?.path).toBe(`/admin/lessons/${lesson._id}`);
    expect(screen.getByLabelText('Lesson text (Markdown)')).toHaveValue(lesson.body);
    expect(screen.getByLabelText('Video link')).toHaveValue(lesson.videoUrl);
    expect(screen.getByText("Students watch this YouTube video on the lesson's page.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Estimated minutes'));
    await userEvent.type(screen.getByLabelText('Estimated minutes'), '15');
    await userEvent.clear(screen.getByLabelText('Video link'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ minutes: 15 }), 'updated'));
    const [patch] = patches(requests);
    expect(patch?.path).toBe(`/admin/lessons/${lesson._id}`);
    expect(patch?.headers['if-match']).toBe('"2"');
    expect(JSON.parse(String(patch?.body))).toEqual({
      title: 'Setup',
      body: lesson.body,
      videoUrl: null,
      minutes: 15,
    });
  });

  it('says the lesson changed since it was opened and, on Reload, refills the form and sends the new version', async () => {
    const now = { ...lesson, title: 'Installing Python', version: 3 };
    let conflict = true;
    let read = lesson;
    const requests = fakeFetch((request) => {
      if (request.method === 'GET') return { body: { lesson: read } };
      if (conflict) return { status: 409, body: { error: errorMessages.editConflict } };
      return { body: { lesson: { ...now, version: 4 } } };
    });
    const onSaved = renderDialog(true);
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessages.editConflict + 'Reload');

    conflict = false;
    read = now;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(now.title));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patches(requests).map((request) => request.headers['if-match'])).toEqual(['"2"', '"3"']);
  });
});
