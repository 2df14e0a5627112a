import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@campus/domain';
import { paths } from '@/config/paths';
import { saveToken } from '@/lib/session';
import { renderWithQuery } from '@/testing/render-with-query';
import { NoticeBoard } from '../components/notice-board';
import { STREAM_PATH } from './notice-stream';

const notice = (title: string, createdAt = '2026-02-17T10:00:00.000Z'): Notice => ({
  _id: crypto.randomUUID(),
  title,
  description: `${title}, in detail`,
  createdAt,
  version: 1,
});
const older = notice('Library hours extended');
const fresh = notice('Exam timetable out', '2026-03-01T10:00:00.000Z');

/** A server-sent event stream the test writes to. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** Answers the notice list with `list()` and each stream request with the next of `streams`. */
function fakeServer(list: () => Notice[], streams: Response[]) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, authorization: (init?.headers as Record<string, string>).authorization });
    if (url === STREAM_PATH) return streams.shift() ?? new Promise<Response>(() => {});
    const items = list();
    return Response.json({ items, total: items.length, page: 1, limit: 50 });
  });
  return calls;
}

const token = `e30.${btoa(JSON.stringify({ sub: 'student', exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
const listItems = async () => within(await screen.findByRole('list', { name: 'Notices' })).getAllByRole('listitem');
const titles = async () => (await listItems()).map((item) => item.querySelector('span span')?.textContent);

beforeEach(() => saveToken('student', token));
afterEach(() => vi.restoreAllMocks());

describe('useLiveNotices on the notice board', () => {
  it('puts a published notice at the top of the open list, once, without reloading the list', async () => {
    const stream = eventStream();
    const calls = fakeServer(() => [older], [stream.response]);
    renderWithQuery(<NoticeBoard />);
    await waitFor(() => expect(calls.filter((call) => call.url === STREAM_PATH)).toHaveLength(1));
    expect(calls.find((call) => call.url === STREAM_PATH)?.authorization).toBe(`Bearer ${token}`);
    stream.send(`retry: 3000\n\n: heartbeat\n\nevent: notice\ndata: ${JSON.stringify(fresh)}\n\n`);
    await waitFor(async () => expect(await listItems()).toHaveLength(2));
    expect(await titles()).toEqual([fresh.title, older.title]);
    expect(screen.getByRole('heading', { name: 'Notices & Updates' }).parentElement).toHaveTextContent('2 notices');
    const callsSoFar = calls.length;

    // The same notice again and something that is not a notice change nothing; events are handled in order.
    const later = notice('Sports day', '2026-03-02T10:00:00.000Z');
    stream.send(`event: notice\ndata: ${JSON.stringify(fresh)}\n\n`);
    stream.send(`event: notice\ndata: ${JSON.stringify({ title: 'not a notice' })}\n\n`);
    stream.send(`event: notice\ndata: ${JSON.stringify(later)}\n\n`);
    await waitFor(async () => expect(await listItems()).toHaveLength(3));
    expect(await titles()).toEqual([later.title, fresh.title, older.title]);
    expect(calls).toHaveLength(callsSoFar);
  });

  it('reconnects when the stream ends and reloads the list for what it missed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = eventStream();
    const second = eventStream();
    let published = [older];
    const calls = fakeServer(() => published, [first.response, second.response]);
    renderWithQuery(<NoticeBoard />);
    await waitFor(async () => expect(await listItems()).toHaveLength(1));

    published = [fresh, older];
    first.end();
    await waitFor(() => expect(calls.filter((call) => call.url === STREAM_PATH)).toHaveLength(2), { timeout: 5000 });
    await waitFor(async () => expect(await listItems()).toHaveLength(2));
  });

  it('stops on 401 and ends the session', async () => {
    // A retry would come 500 ms after the failure.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    window.history.pushState({}, '', paths.login);
    const calls = fakeServer(() => [older], [Response.json({ error: 'Please sign in' }, { status: 401 })]);
    renderWithQuery(<NoticeBoard />);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call.url === STREAM_PATH)).toHaveLength(1);
    window.history.pushState({}, '', '/');
  });

  it('does not open a stream without a student sign-in', async () => {
    localStorage.clear();
    const calls = fakeServer(() => [older], []);
    renderWithQuery(<NoticeBoard />);
    await waitFor(async () => expect(await listItems()).toHaveLength(1));
    expect(calls.map((call) => call.url)).not.toContain(STREAM_PATH);
  });
});
