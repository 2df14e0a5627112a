import { MAX_UPLOAD_BYTES, PICTURE_TYPES, uploadMessages } from '@campus/domain';

/** The picture types, for a file input's `accept`. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

let fileType: Promise<typeof import('file-type') | null> | undefined;

/**
 * file-type's browser build, downloaded when a picture chooser is first opened rather than with every page; null when
 * the download failed (it is tried again next time).
 */
export function loadFileType() {
  fileType ??= import('file-type').catch(() => {
    fileType = undefined;
    return null;
  });
  return fileType;
}

/**
 * Why this file cannot be uploaded as a picture (spec §5), or null when it can. Like the server, it goes by the
 * file's first bytes (file-type), not by its name or the type the browser guesses from the name.
 */
export async function checkPicture(file: File | null | undefined): Promise<string | null> {
  if (!file) return uploadMessages.noFile;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  const detector = await loadFileType();
  // Without it the server's check is the only one.
  if (!detector) return null;
  const type = await detector.fileTypeFromBlob(file);
  return type && (PICTURE_TYPES as readonly string[]).includes(type.mime) ? null : uploadMessages.invalidType;
}

/**
 * The picture chosen in a file input (null when none was chosen or it was refused) and why it was refused, or null
 * when another file was chosen while this one was being checked. A refused file is cleared from the input, so that
 * choosing it again counts as a change.
 */
export async function takePicture(
  input: HTMLInputElement,
): Promise<{ file: File | null; problem: string | null } | null> {
  const chosen = input.files?.[0] ?? null;
  if (!chosen) return { file: null, problem: null };
  const problem = await checkPicture(chosen);
  if (input.files?.[0] !== chosen) return null;
  if (problem) input.value = '';
  return { file: problem ? null : chosen, problem };
}
