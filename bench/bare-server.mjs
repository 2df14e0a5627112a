// The ceiling: a bare Fastify route with the same security headers, returning constant JSON.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(helmet);
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server listening');
