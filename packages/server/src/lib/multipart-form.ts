import type { FastifyRequest } from 'fastify';
import { messages, STUDENT_IMPORT_MAX_BYTES } from '@campus/domain';
import { badRequest, HttpError } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; name: string; data: Buffer } | undefined;
}

/** A form's own limit on its file, in place of the plugin's (a picture's 5 MB), and what to say when it is passed. */
export interface FileLimit {
  bytes: number;
  tooLarge: string;
  /** What to say when the chosen file is empty; without it, an empty file counts as none (an optional picture). */
  empty?: string;
}

/**
 * Reads a multipart/form-data body: text fields, and at most one file (fully buffered; the
 * multipart plugin's size limit stops an oversized one with 413 before it is all read).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  fileLimit?: FileLimit,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  // A browser sends a form's file input with no file chosen as an empty part without a name; with a name, a file was
  // chosen, and it is empty.
  let emptyFileChosen = false;
  try {
    for await (const part of request.parts(fileLimit && { limits: { fileSize: fileLimit.bytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0)
          file = { field: part.fieldname, name: part.filename, data };
        else if (part.fieldname === fileField && part.filename) emptyFileChosen = true;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error, fileLimit);
  }
  if (!file && emptyFileChosen && fileLimit?.empty) throw badRequest(fileLimit.empty);
  const { pictureUpload, attachmentUpload } = request.routeOptions.config;
  if (file && pictureUpload) await request.server.pictureUploads.take(request.user.id);
  if (file && attachmentUpload) await request.server.attachmentUploads.take(request.user.id);
  return { fields, file };
}

/**
 * What to answer when the form cannot be read. Only the parser runs here, so whatever it throws is about the body
 * the client sent: a missing boundary, a body cut off, a limit reached.
 */
function formError(error: unknown, fileLimit: FileLimit | undefined): HttpError {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, fileLimit?.tooLarge ?? messages.upload.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(messages.upload.oneFileOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(messages.errors.tooManyFormFields);
    default:
      return badRequest(messages.errors.unreadableForm);
  }
}

/** The file's name as the audit trail keeps it: no control or formatting characters, and not endless. */
export const fileNameForAudit = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200) || 'file';

const DRY_RUN = { true: true, false: false } as const;

/** An import form's `dryRun` field: "true" (only check the file) or "false" (import it); anything else is refused. */
function dryRunOf(fields: Record<string, string>): boolean {
  const dryRun = DRY_RUN[fields.dryRun as keyof typeof DRY_RUN];
  if (dryRun === undefined) throw badRequest(messages.studentImport.dryRunInvalid);
  return dryRun;
}

/**
 * An import form (the student import, an assessment's marks): its text fields, its spreadsheet (at most
 * STUDENT_IMPORT_MAX_BYTES; none, or an empty one, is refused) and whether only to check it (`dryRun`).
 */
export async function readImportForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, 'file', {
    bytes: STUDENT_IMPORT_MAX_BYTES,
    tooLarge: messages.studentImport.tooLarge(STUDENT_IMPORT_MAX_BYTES / 1024 / 1024),
    empty: messages.studentImport.emptyFile,
  });
  const dryRun = dryRunOf(fields);
  if (!file) throw badRequest(messages.studentImport.noFile);
  return { fields, file, dryRun };
}
