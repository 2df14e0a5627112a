import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, type Notice } from '@campus/domain';
import { mockApi, renderWithQuery } from '@/testing/render-with-query';
import { NoticeBoard } from './notice-board';

const long =
  'An industry panel talks about careers in data science and analytics this Friday at 4 pm in the main hall. ' +
  'Bring your questions; seats are limited, so arrive early.';
const notices: Notice[] = [
  {
    _id: crypto.randomUUID(),
    title: 'Guest lecture: careers in data',
    description: long,
    createdAt: '2026-02-20T10:00:00.000Z',
    version: 1,
  },
  {
    _id: crypto.randomUUID(),
    title: 'Library hours extended',
    description: 'Open until 10 pm.',
    createdAt: '2026-02-17T10:00:00.000Z',
    version: 1,
  },
];

afterEach(() => vi.restoreAllMocks());

describe('NoticeBoard', () => {
  it('lists the notices with their count, each description clamped to two lines', async () => {
    const fetch = mockApi(() => ({ body: { items: notices, total: 2, page: 1, limit: 50 } }));
    renderWithQuery(<NoticeBoard />);
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Notices & Updates' }).parentElement).toHaveTextContent('2 notices');
    expect(within(list).getByText(long)).toHaveClass('line-clamp-2');
    expect(list).toHaveClass('max-h-96', 'overflow-y-auto');
    expect(fetch).toHaveBeenCalledWith('/api/notifications?limit=50', expect.anything());
  });

  it("keeps a notice's line breaks in the list, as in the modal", async () => {
    const lines = { ...notices[1]!, description: 'Timings:\nMonday to Friday, 8 am to 10 pm\nSaturday, 9 am to 1 pm' };
    mockApi(() => ({ body: { items: [lines], total: 1, page: 1, limit: 50 } }));
    renderWithQuery(<NoticeBoard />);
    const list = await screen.findByRole('list', { name: 'Notices' });
    const preview = within(list).getByText(/^Timings:/);
    expect(preview.textContent).toBe(lines.description);
    expect(preview).toHaveClass('whitespace-pre-line', 'line-clamp-2');
  });

  it('opens a notice in a modal with the full title, date and description', async () => {
    mockApi(() => ({ body: { items: notices, total: 2, page: 1, limit: 50 } }));
    renderWithQuery(<NoticeBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /Guest lecture: careers in data/ }));
    // The modal's code loads the first time a notice is opened.
    const dialog = await screen.findByRole('dialog', { name: 'Guest lecture: careers in data' });
    expect(within(dialog).getByText(long)).not.toHaveClass('line-clamp-2');
    expect(within(dialog).getByText('20 Feb 2026')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a notice with the keyboard', async () => {
    mockApi(() => ({ body: { items: notices, total: 2, page: 1, limit: 50 } }));
    renderWithQuery(<NoticeBoard />);
    (await screen.findByRole('button', { name: /Library hours extended/ })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Library hours extended' })).toBeInTheDocument();
  });

  it('says when there are no notices, and when they cannot be loaded', async () => {
    mockApi(() => ({ body: { items: [], total: 0, page: 1, limit: 50 } }));
    const { unmount } = renderWithQuery(<NoticeBoard />);
    expect(await screen.findByText('No notices yet')).toBeInTheDocument();
    unmount();

    vi.restoreAllMocks();
    mockApi(() => ({ status: 500, body: {} }));
    renderWithQuery(<NoticeBoard />);
    expect(await screen.findByText(loadMessages.dashboard)).toBeInTheDocument();
  });
});
