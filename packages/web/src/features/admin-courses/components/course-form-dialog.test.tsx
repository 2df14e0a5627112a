import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, inputMessages, saveMessages, uploadMessages, type Course } from '@campus/domain';

import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { pictureFile, textNamedPng } from '@/testing/pictures';
import { renderWithQuery } from '@/testing/render-with-query';
import { CourseFormDialog } from './course-form-dialog';

const course: Course = {
  _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Spoken English & Communication',
  description: 'Confident speaking, writing and presenting at work.',
  duration: 6,
  price: 9_500_50,
  category: 'Languages',
  image: null,
  enrolledStudents: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function renderDialog(props: Partial<Parameters<typeof CourseFormDialog>[0]> = {}) {
  const onSaved = vi.fn();
  renderWithQuery(<CourseFormDialog open course={null} onClose={() => {}} onSaved={onSaved} {...props} />);
  return onSaved;
}

async function fillIn(
  fields: Partial<Record<'Course name' | 'Description' | 'Category' | 'Duration (weeks)' | 'Price (₹)', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const valid = {
  'Course name': 'Public Speaking',
  Description: 'Speak with confidence to any audience.',
  Category: 'Languages',
  'Duration (weeks)': '4',
  'Price (₹)': '12345.50',
};

const sentForm = (requests: SentRequest[]) => requests.find((request) => request.method !== 'GET')!.body as FormData;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('CourseFormDialog', () => {
  it('needs every field but the image', async () => {
    const requests = fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    for (const [label, message] of [
      ['Course name', 'Course name is required'],
      ['Description', 'Description is required'],
      ['Category', 'Category is required'],
      ['Duration (weeks)', 'Duration is required'],
      ['Price (₹)', 'Price is required'],
    ]) {
      await waitFor(() => expect(screen.getByLabelText(label!)).toHaveAccessibleDescription(message!));
    }
    expect(requests).toHaveLength(0);
  });

  it('refuses hidden control and text-direction characters with the words the server uses', async () => {
    const requests = fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog();
    await fillIn({ ...valid, 'Course name': 'Public \u0001Speaking', Category: 'Lang\u202Eseguag' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Course name')).toHaveAccessibleDescription(
        inputMessages.hiddenCharacters('Course name'),
      ),
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(inputMessages.hiddenCharacters('Category'));
    expect(requests).toHaveLength(0);
  });

  it('takes a duration of at least 1 whole week', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog();
    const duration = screen.getByLabelText('Duration (weeks)');
    expect(duration).toHaveAttribute('type', 'number');
    expect(duration).toHaveAttribute('min', '1');
    await fillIn({ ...valid, 'Duration (weeks)': '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(duration).toHaveAccessibleDescription('Duration must be at least 1 week'));
    await fillIn({ 'Duration (weeks)': '2.5' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(duration).toHaveAccessibleDescription('Duration is a whole number of weeks'));
  });

  it('takes a price of 0 or more in steps of ₹0.01', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog();
    const price = screen.getByLabelText('Price (₹)');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    await fillIn({ ...valid, 'Price (₹)': '99.999' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(inputMessages.rupeesFormat));
    await fillIn({ 'Price (₹)': '-5' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Amount cannot be negative'));
  });

  it('sends the course as a form with the price in paise and the chosen image', async () => {
    const requests = fakeFetch(({ body }) => {
      const form = body as FormData;
      return { status: 201, body: { course: { ...course, name: String(form.get('name')) } } };
    });
    const onSaved = renderDialog();
    await fillIn(valid);
    await userEvent.upload(screen.getByLabelText('Choose image'), pictureFile('png', 'cover.png'));
    await screen.findByAltText('Preview of the chosen image');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Public Speaking' }), 'added'),
    );
    const request = requests.find((sent) => sent.method === 'POST')!;
    expect(request.path).toBe('/courses');
    const form = sentForm(requests);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'image'))).toEqual({
      name: 'Public Speaking',
      description: 'Speak with confidence to any audience.',
      duration: '4',
      price: '1234550',
      category: 'Languages',
    });
    expect((form.get('image') as File).name).toBe('cover.png');
  });

  it('refuses an image that is not a picture or is larger than 5 MB', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Choose image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(uploadMessages.invalidType)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose image'), pictureFile('png', 'huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(uploadMessages.tooLarge)).toBeInTheDocument();
  });

  it('refuses a text file renamed .png, without a preview, and sends the course without it', async () => {
    const requests = fakeFetch(() => ({ status: 201, body: { course } }));
    const onSaved = renderDialog();
    await fillIn(valid);
    await userEvent.upload(screen.getByLabelText('Choose image'), textNamedPng());
    expect(await screen.findByText(uploadMessages.invalidType)).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentForm(requests).get('image')).toBeNull();
  });

  it('says the course changed since it was opened and, on Reload, refills the form and sends the new version', async () => {
    const now = { ...course, name: 'Spoken English (Evening)', version: 2 };
    let conflict = true;
    const requests = fakeFetch((request) => {
      if (request.method === 'GET') return { body: { course: now } };
      if (conflict) return { status: 409, body: { error: errorMessages.editConflict } };
      return { body: { course: { ...now, version: 3 } } };
    });
    const onSaved = renderDialog({ course });
    await fillIn({ 'Price (₹)': '10000' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorMessages.editConflict);

    conflict = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Course name')).toHaveValue(now.name));
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(9500.5);
    expect(requests.find((sent) => sent.method === 'GET')?.path).toBe(`/admin/courses/${course._id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.filter((sent) => sent.method === 'PUT').map((sent) => sent.headers['if-match'])).toEqual([
      '"1"',
      '"2"',
    ]);
  });

  it.each([
    [null, 'Add Course', 'POST'],
    [course, 'Save Changes', 'PUT'],
  ])('sends once when the button is clicked twice in a row', async (editing, button, method) => {
    const answer = deferred<{ status: number; body: { course: Course } }>();
    const requests = fakeFetch(() => answer.promise);
    const onSaved = renderDialog({ course: editing });
    await fillIn(valid);
    clickTwice(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeDisabled());
    answer.resolve({ status: 201, body: { course } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(requests.filter((request) => request.method === method)).toHaveLength(1);
  });

  it('edits a course: pre-filled with the price in rupees, saved with PUT', async () => {
    const requests = fakeFetch(() => ({ body: { course: { ...course, price: 10_000_00 } } }));
    const onSaved = renderDialog({ course });
    expect(screen.getByRole('heading', { name: 'Edit Course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Course name')).toHaveValue(course.name);
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(9500.5);
    expect(screen.getByLabelText('Duration (weeks)')).toHaveValue(6);
    await fillIn({ 'Price (₹)': '10000' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ price: 10_000_00 }), 'updated'));
    const request = requests.find((sent) => sent.method === 'PUT')!;
    expect(request.path).toBe(`/courses/${course._id}`);
    expect(sentForm(requests).get('price')).toBe('1000000');
    expect(sentForm(requests).get('image')).toBeNull();
    expect(request.headers['if-match']).toBe('"1"');
  });

  it("shows the server's error", async () => {
    fakeFetch(() => ({ status: 400, body: { error: 'Duration is too long' } }));
    renderDialog();
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Duration is too long');
  });

  it.each([
    [null, 'Add Course', saveMessages.addCourse],
    [course, 'Save Changes', saveMessages.updateCourse],
  ])('falls back to the spec text when the server gives no reason', async (editing, button, message) => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderDialog({ course: editing });
    await fillIn(valid);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
