import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; data: Buffer } | undefined;
}

/**
 * Reads a multipart/form-data body: text fields, and at most one file (fully buffered; the
 * multipart plugin's size limit stops an oversized one with 413 before it is all read).
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === fileField && data.length > 0) file = { field: part.fieldname, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
