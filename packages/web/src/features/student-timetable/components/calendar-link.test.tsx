import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages } from '@campus/domain';
import { i18n } from '@/lib/i18n';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { CALENDAR_LINK_RESET_FAILED, CalendarLinkCard, LINK_COPIED } from './calendar-link';

afterEach(() => vi.restoreAllMocks());

const OLD = 'https://campus.example/api/calendar/old-token.ics';
const NEW = 'https://campus.example/api/calendar/new-token.ics';

/** The feed's address, and a new one for each POST (a reset). */
const serveLink = (onReset: () => { status?: number; body: unknown } = () => ({ body: { url: NEW } })) =>
  fakeFetch(({ method }) => (method === 'POST' ? onReset() : { body: { url: OLD } }));

describe('CalendarLinkCard', () => {
  it("shows the feed's link and copies it", async () => {
    const user = userEvent.setup();
    serveLink();
    renderWithQuery(<CalendarLinkCard />);

    expect(await screen.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(OLD);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(OLD);
    expect(screen.getByText(i18n._(LINK_COPIED))).toBeInTheDocument();
  });

  it('resets the link only once confirmed, saying the old one stops working, then shows the new one', async () => {
    const requests = serveLink();
    renderWithQuery(<CalendarLinkCard />);
    await screen.findByRole('textbox', { name: 'Calendar link' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar link?' })).getByRole('button', {
        name: 'Reset link',
      }),
    );
    expect(await screen.findByText(attendanceMessages.calendarLinkReset)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(NEW);
    expect(requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/timetable/me/calendar-link',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the link when the reset fails, and says so', async () => {
    serveLink(() => ({ status: 500, body: {} }));
    renderWithQuery(<CalendarLinkCard />);
    await screen.findByRole('textbox', { name: 'Calendar link' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(CALENDAR_LINK_RESET_FAILED));
    expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(OLD);
  });
});
