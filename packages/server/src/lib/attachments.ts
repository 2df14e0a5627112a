import { randomUUID } from 'node:crypto';
import { basename, extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LESSON_ATTACHMENT_MAX_BYTES, hasHiddenCharacters, learningMessages, messages } from '@campus/domain';
import { badRequest } from './errors.js';
import { isPictureType, reencodeImage } from './images.js';

/** A picture attached to a lesson is kept this large at most: a full page's diagram stays legible. */
const ATTACHED_PICTURE_SIZE = 4096;
const NAME_MAX = 200;
const FILE_NAME = 'File name';

export interface CheckedAttachment {
  data: Buffer;
  name: string;
  contentType: string;
  key: string;
}

/**
 * Checks a lesson's attachment by its content: a PDF is kept as it is; a picture is re-encoded (as every uploaded
 * picture is: no metadata, nothing hidden after it); anything else is refused. The name keeps what was uploaded, with
 * the extension its content has.
 */
export async function checkAttachment(upload: Buffer, uploadedName: string): Promise<CheckedAttachment> {
  // As every other name: a right-to-left override would show "evil\u202Egnp.pdf" as "evilfdp.png".
  if (hasHiddenCharacters(uploadedName)) throw badRequest(messages.input.hiddenCharacters(FILE_NAME));
  const type = await fileTypeFromBuffer(upload);
  if (type?.mime === 'application/pdf') {
    return { data: upload, contentType: type.mime, name: attachmentName(uploadedName, 'pdf'), key: newKey('pdf') };
  }
  if (!type || !isPictureType(type.mime)) throw badRequest(learningMessages.attachmentType);
  const data = await reencodeImage(upload, ATTACHED_PICTURE_SIZE, {
    maxBytes: LESSON_ATTACHMENT_MAX_BYTES,
    tooLarge: learningMessages.attachmentTooLarge,
  });
  return { data, contentType: 'image/webp', name: attachmentName(uploadedName, 'webp'), key: newKey('webp') };
}

const newKey = (extension: string) => `attachments/${randomUUID()}.${extension}`;

/** The uploaded name (without hidden characters) without any folder or its own extension, and with `extension`. */
export function attachmentName(uploaded: string, extension: string): string {
  const base = basename(uploaded.replaceAll('\\', '/'));
  const stem = base
    .slice(0, base.length - extname(base).length)
    .trim()
    .slice(0, NAME_MAX);
  return `${stem || 'attachment'}.${extension}`;
}
