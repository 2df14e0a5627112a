import { messages } from '@campus/domain';

export const PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be uploaded as a profile picture (spec §5), or null when it can. */
export function validatePicture(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return messages.upload.noFile;
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return messages.upload.invalidType;
  if (file.size > MAX_PICTURE_BYTES) return messages.upload.tooLarge;
  return null;
}
