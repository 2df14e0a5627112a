import { messages } from '@campus/domain';

export const PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** The picture types, for a file input's `accept`. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** Why this file cannot be uploaded as a profile picture (spec §5), or null when it can. */
export function validatePicture(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return messages.upload.noFile;
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return messages.upload.invalidType;
  if (file.size > MAX_PICTURE_BYTES) return messages.upload.tooLarge;
  return null;
}

/**
 * The picture chosen in a file input (null when none was chosen or it was refused) and why it was refused. A refused
 * file is cleared from the input, so that choosing it again counts as a change.
 */
export function takePicture(input: HTMLInputElement): { file: File | null; problem: string | null } {
  const chosen = input.files?.[0] ?? null;
  const problem = chosen ? validatePicture(chosen) : null;
  if (problem) input.value = '';
  return { file: problem ? null : chosen, problem };
}
