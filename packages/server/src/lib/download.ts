import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * Makes the reply a file of `type` for the browser to save as `fileName`. A name outside ASCII (a course named in
 * Telugu) goes as UTF-8 in `filename*`, with an ASCII stand-in in `filename` for clients that read only that.
 */
export function download<Reply extends FastifyReply>(reply: Reply, type: string, fileName: string): Reply {
  reply.type(type).header('content-disposition', contentDisposition(fileName));
  return reply;
}
