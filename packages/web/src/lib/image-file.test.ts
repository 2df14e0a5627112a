import { describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { MAX_PICTURE_BYTES, takePicture, validatePicture } from './image-file';

describe('validatePicture', () => {
  it('asks for a file when none is chosen', () => {
    expect(validatePicture(null)).toBe('Please select a file first');
    expect(validatePicture(undefined)).toBe(messages.upload.noFile);
  });

  it.each(['text/plain', 'application/pdf', 'image/svg+xml', 'image/bmp', ''])('refuses the type %j', (type) => {
    expect(validatePicture({ type, size: 1000 })).toBe(messages.upload.invalidType);
  });

  it('refuses files over 5 MB', () => {
    expect(validatePicture({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('File size must be less than 5MB');
    expect(validatePicture({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(messages.upload.tooLarge);
  });

  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(validatePicture({ type, size: MAX_PICTURE_BYTES })).toBeNull();
  });
});

describe('takePicture', () => {
  const input = (file?: File) =>
    ({ files: file ? [file] : [], value: file ? `C:\\fakepath\\${file.name}` : '' }) as unknown as HTMLInputElement;

  it('gives a picture that can be uploaded and leaves it in the input', () => {
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    const chosen = input(picture);
    expect(takePicture(chosen)).toEqual({ file: picture, problem: null });
    expect(chosen.value).not.toBe('');
  });

  it('refuses another file with the reason and clears it from the input', () => {
    const chosen = input(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(takePicture(chosen)).toEqual({ file: null, problem: messages.upload.invalidType });
    expect(chosen.value).toBe('');
  });

  it('gives neither a file nor a problem when nothing was chosen', () => {
    expect(takePicture(input())).toEqual({ file: null, problem: null });
  });
});
