import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMessages } from '@campus/domain';
import { meQueryOptions } from '@/lib/get-me';
import { clickTwice } from '@/testing/click-twice';
import { pictureFile, textNamedPng } from '@/testing/pictures';
import { renderWithQuery } from '@/testing/render-with-query';
import { studentMe } from '@/testing/student-fixtures';
import { PictureUpload } from './picture-upload';

/** The upload goes through XMLHttpRequest (for its progress); this one answers with the given status and body. */
/** Answers each upload after reporting it half sent, once `answered` (by default at once) has settled. */
function fakeUploadServer(status: number, body: unknown, answered: Promise<void> = Promise.resolve()) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 0;
    statusText = '';
    response: unknown = null;
    responseType = '';
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        void answered.then(() => {
          this.status = status;
          this.response = body;
          this.onload?.();
        });
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const png = (size = 2048) => pictureFile('png', 'me.png', size);

/** Chooses a real PNG and waits until it has been checked and is shown. */
async function choosePicture() {
  await userEvent.upload(screen.getByLabelText('Choose picture'), png());
  await screen.findByAltText('Preview of the chosen picture');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PictureUpload', () => {
  it('asks for a file when Upload is pressed without one', async () => {
    renderWithQuery(<PictureUpload />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(uploadMessages.noFile);
  });

  it('refuses a file that is not an image, before sending anything, and Upload keeps the reason', async () => {
    const sent = fakeUploadServer(200, {});
    renderWithQuery(<PictureUpload />);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose picture'), notes, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    expect(screen.queryByAltText('Preview of the chosen picture')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The reason stays: "Please select a file first" would not say what was wrong with the one chosen.
    expect(screen.getByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    expect(sent).toHaveLength(0);
  });

  it('refuses a text file renamed .png by its bytes, without a broken preview', async () => {
    const sent = fakeUploadServer(200, {});
    renderWithQuery(<PictureUpload />);
    await userEvent.upload(screen.getByLabelText('Choose picture'), textNamedPng());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    expect(screen.queryByAltText('Preview of the chosen picture')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    expect(sent).toHaveLength(0);
  });

  it('refuses a picture over 5 MB', async () => {
    renderWithQuery(<PictureUpload />);
    await userEvent.upload(screen.getByLabelText('Choose picture'), png(6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.tooLarge);
  });

  it('previews, uploads with progress, and puts the new picture into the cached profile', async () => {
    let answer = () => {};
    const sent = fakeUploadServer(
      200,
      { profilePicture: '/uploads/avatars/new.webp' },
      new Promise((resolve) => (answer = resolve)),
    );
    const { queryClient } = renderWithQuery(<PictureUpload />);
    queryClient.setQueryData(meQueryOptions().queryKey, studentMe());

    await choosePicture();
    expect(screen.getByAltText('Preview of the chosen picture')).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    answer();
    expect(await screen.findByText('Your new profile picture is saved.')).toBeInTheDocument();
    expect(sent[0]!.get('profilePicture')).toBeInstanceOf(File);
    expect(queryClient.getQueryData(meQueryOptions().queryKey)?.profilePicture).toBe('/uploads/avatars/new.webp');
  });

  it('uploads once when Upload is clicked twice in a row', async () => {
    const sent = fakeUploadServer(200, { profilePicture: '/uploads/avatars/new.webp' });
    renderWithQuery(<PictureUpload />);
    await choosePicture();
    clickTwice(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your new profile picture is saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("shows the server's error, else the spec's fallback", async () => {
    fakeUploadServer(400, { error: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)' });
    const first = renderWithQuery(<PictureUpload />);
    await choosePicture();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidType);
    first.unmount();

    fakeUploadServer(500, null);
    renderWithQuery(<PictureUpload />);
    await choosePicture();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.failed);
  });
});
