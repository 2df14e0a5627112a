import cookie from '@fastify/cookie';
import { hkdfSync } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';

/** Signed cookies (the Google sign-in state); their key is derived from JWT_SECRET, never the secret itself. */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const secret = Buffer.from(hkdfSync('sha256', opts.config.jwtSecret, '', 'campus cookie signing', 32));
    await fastify.register(cookie, { secret });
  },
  { name: 'cookie' },
);
