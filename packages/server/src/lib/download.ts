import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Makes the reply a file of `type` for the browser to save as `fileName`. A name outside ASCII (a course named in
 * Telugu) goes as UTF-8 in `filename*`, with an ASCII stand-in in `filename` for clients that read only that.
 */
export function download<Reply extends FastifyReply>(reply: Reply, type: string, fileName: string): Reply {
  reply.type(type).header('content-disposition', contentDisposition(fileName));
  return reply;
}

/** The OpenAPI answer of a file download of `type` (text for CSV, binary otherwise), described by its name. */
export const fileResponse = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: type.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' }) } },
});

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
