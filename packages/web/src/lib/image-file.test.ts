import { describe, expect, it } from 'vitest';
import { messages } from '@campus/domain';
import { MAX_PICTURE_BYTES, validatePicture } from './image-file';

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
