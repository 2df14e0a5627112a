import { parse } from 'content-disposition';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../src/lib/download.js';

const app = Fastify();
app.get<{ Querystring: { name: string } }>('/file', (request, reply) =>
  download(reply, 'text/csv; charset=utf-8', request.query.name).send('a,b\n'),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

async function headersFor(name: string) {
  const res = await app.inject({ url: '/file', query: { name } });
  expect(res.statusCode).toBe(200);
  return res.headers;
}

describe('a download', () => {
  it('names an ASCII file in `filename` alone (a token needs no quotes), with its type', async () => {
    const headers = await headersFor('day_book_2026-01-10_2026-01-12.csv');
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename=day_book_2026-01-10_2026-01-12.csv');
  });

  it.each([
    ['Telugu', 'progress_తెలుగు_వ్యాకరణం.csv'],
    ['Gurmukhi', 'progress_ਪੰਜਾਬੀ_ਵਿਆਕਰਣ.csv'],
    ['Devanagari with a dash', 'पाठ 1 – notes.pdf'],
  ])('keeps a name in %s whole in UTF-8, with an ASCII stand-in', async (_script, name) => {
    const header = String((await headersFor(name))['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[!#$&+.^_`|~0-9A-Za-z%-]+$/);
    expect(parse(header).parameters.filename).toBe(name);
  });

  it('escapes a quote and a backslash in the name', async () => {
    const header = String((await headersFor('a "quoted" \\ name.csv'))['content-disposition']);
    expect(header).toBe('attachment; filename="a \\"quoted\\" \\\\ name.csv"');
    expect(parse(header).parameters.filename).toBe('a "quoted" \\ name.csv');
  });
});
