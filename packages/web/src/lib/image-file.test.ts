import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@campus/domain';
import { pictureFile, textNamedPng, type PictureKind } from '@/testing/pictures';
import { checkPicture, takePicture } from './image-file';

describe('checkPicture', () => {
  it('asks for a file when none is chosen', async () => {
    expect(await checkPicture(null)).toBe('Please select a file first');
    expect(await checkPicture(undefined)).toBe(uploadMessages.noFile);
  });

  it.each<PictureKind>(['jpeg', 'png', 'gif', 'webp'])('accepts a %s up to 5 MB', async (kind) => {
    expect(await checkPicture(pictureFile(kind))).toBeNull();
    expect(await checkPicture(pictureFile(kind, `big.${kind}`, MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('goes by the bytes, not the name or the type the browser guessed from it', async () => {
    expect(await checkPicture(textNamedPng())).toBe(uploadMessages.invalidType);
    const renamed = pictureFile('webp');
    expect(await checkPicture(new File([renamed], 'photo.dat', { type: '' }))).toBeNull();
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a PDF', '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'application/pdf'],
    ['a BMP', `BM${'\0'.repeat(60)}`, 'image/bmp'],
    ['an empty file', '', 'image/png'],
  ])('refuses %s', async (_, content, type) => {
    expect(await checkPicture(new File([content], 'file.png', { type }))).toBe(uploadMessages.invalidType);
  });

  it('refuses files over 5 MB', async () => {
    expect(await checkPicture(pictureFile('png', 'huge.png', MAX_UPLOAD_BYTES + 1))).toBe(
      'File size must be less than 5MB',
    );
  });
});

describe('takePicture', () => {
  const input = (file?: File) =>
    ({ files: file ? [file] : [], value: file ? `C:\\fakepath\\${file.name}` : '' }) as unknown as HTMLInputElement;

  it('gives a picture that can be uploaded and leaves it in the input', async () => {
    const picture = pictureFile('png', 'me.png');
    const chosen = input(picture);
    expect(await takePicture(chosen)).toEqual({ file: picture, problem: null });
    expect(chosen.value).not.toBe('');
  });

  it('refuses a text file named .png with the reason and clears it from the input', async () => {
    const chosen = input(textNamedPng());
    expect(await takePicture(chosen)).toEqual({ file: null, problem: uploadMessages.invalidType });
    expect(chosen.value).toBe('');
  });

  it('gives neither a file nor a problem when nothing was chosen', async () => {
    expect(await takePicture(input())).toEqual({ file: null, problem: null });
  });

  it('gives nothing for a file replaced by another while it was checked', async () => {
    const chosen = input(textNamedPng());
    const checking = takePicture(chosen);
    const next = pictureFile('gif');
    Object.assign(chosen, { files: [next], value: 'C:\\fakepath\\picture.gif' });
    expect(await checking).toBeNull();
    expect(chosen.value).toBe('C:\\fakepath\\picture.gif');
  });
});
