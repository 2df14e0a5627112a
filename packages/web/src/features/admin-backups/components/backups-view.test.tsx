import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupMessages, type Backup, type BackupList } from '@campus/domain';
import { clickTwice } from '@/testing/click-twice';
import { fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { asStaff } from '@/testing/staff';
import { dispositionFileName } from '../api/download-backup';
import { BackupsView } from './backups-view';

const done: Backup = {
  _id: '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a',
  reason: 'scheduled',
  state: 'done',
  startedAt: '2026-11-20T21:30:00.000Z',
  finishedAt: '2026-11-20T21:31:10.000Z',
  size: 13_002_342,
  error: null,
  startedBy: null,
};

const failed: Backup = {
  _id: '5e4d3c2b-1a0f-4e9d-8c7b-7a6f5e4d3c2b',
  reason: 'import',
  state: 'failed',
  startedAt: '2026-11-19T05:30:00.000Z',
  finishedAt: '2026-11-19T05:30:20.000Z',
  size: null,
  error: 'No space left on the backup disk',
  startedBy: 'Asha Admin',
};

const running: Backup = {
  _id: '6f5e4d3c-2b1a-4f0e-9d8c-8b7a6f5e4d3c',
  reason: 'manual',
  state: 'running',
  startedAt: '2026-11-21T06:00:00.000Z',
  finishedAt: null,
  size: null,
  error: null,
  startedBy: 'Asha Admin',
};

const list = (items: Backup[], overrides: Partial<BackupList> = {}): BackupList => ({
  items,
  dailyAt: '03:00',
  keep: 7,
  destination: '/srv/campus/backups',
  ...overrides,
});

const gets = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET');
const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

/** The page with the list `answer` gives for each read (the nth read when it depends on it); a POST gets `started`. */
function renderBackups(
  answer: (read: number) => BackupList,
  started: { status?: number; body: unknown } = {
    status: 202,
    body: { message: backupMessages.started, backup: running },
  },
) {
  let reads = 0;
  const requests = fakeFetch((request) => (request.method === 'GET' ? { body: answer(reads++) } : started));
  renderWithQuery(asStaff(<BackupsView />));
  return requests;
}

const rowOf = async (startedAt: string) =>
  (await screen.findByRole('cell', { name: startedAt })).closest('tr')! as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BackupsView', () => {
  it('lists the backups with when, why, by whom, their state and size, and a download for a done one', async () => {
    const requests = renderBackups(() => list([done, failed]));
    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeInTheDocument();

    const daily = await rowOf('21 Nov 2026, 3:00 am IST');
    expect(
      within(daily)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21 Nov 2026, 3:00 am IST', 'Daily', '—', 'Done', '12.4 MB', ' Download']);
    expect(
      within(daily).getByRole('button', { name: 'Download the backup of 21 Nov 2026, 3:00 am IST' }),
    ).toBeVisible();

    const beforeImport = await rowOf('19 Nov 2026, 11:00 am IST');
    expect(beforeImport).toHaveTextContent('Before a bulk import');
    expect(beforeImport).toHaveTextContent('Asha Admin');
    expect(beforeImport).toHaveTextContent('Failed');
    expect(beforeImport).toHaveTextContent(failed.error!);
    expect(within(beforeImport).queryByRole('button')).not.toBeInTheDocument();
    expect(gets(requests).map((request) => request.path)).toEqual(['/admin/backups']);
  });

  it('shows a running backup started by an admin, and no Back up now while it runs', async () => {
    renderBackups(() => list([running, done]));
    const row = await rowOf('21 Nov 2026, 11:30 am IST');
    expect(row).toHaveTextContent('By an admin');
    expect(row).toHaveTextContent('Asha Admin');
    expect(row).toHaveTextContent('Running');
    expect(row).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  });

  it('says when the daily backup is taken, and how many are kept where', async () => {
    renderBackups(() => list([done]));
    expect(
      await screen.findByText(
        'A backup is taken every day at 03:00 (India time), and the last 7 are kept in /srv/campus/backups.',
      ),
    ).toBeInTheDocument();
  });

  it('says backups are taken only on request when there is no daily one', async () => {
    renderBackups(() => list([done], { dailyAt: null, keep: 3, destination: 's3://campus-backups/prod' }));
    expect(
      await screen.findByText(
        'Backups are taken only when an admin asks, or before a bulk import; the last 3 are kept in s3://campus-backups/prod.',
      ),
    ).toBeInTheDocument();
  });

  it('starts a backup once however fast it is clicked, says so, and shows it running', async () => {
    const requests = renderBackups((read) => list(read === 0 ? [done] : [running, done]));
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await screen.findByRole('cell', { name: '21 Nov 2026, 3:00 am IST' });
    expect(button).toBeEnabled();

    clickTwice(button);
    expect(await screen.findByRole('status')).toHaveTextContent(backupMessages.started);
    expect(posts(requests)).toEqual([expect.objectContaining({ path: '/admin/backups' })]);
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('shows why the server refused to start one', async () => {
    renderBackups(() => list([done]), { status: 409, body: { error: backupMessages.running } });
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await screen.findByRole('cell', { name: '21 Nov 2026, 3:00 am IST' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(backupMessages.running);
  });

  it('reads the list again every 2 seconds while a backup runs, and stops once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderBackups((read) => list(read < 2 ? [{ ...running }] : [{ ...running, state: 'done' }]));
    expect(await screen.findByText('Running')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(gets(requests)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(gets(requests)).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(gets(requests)).toHaveLength(3);
  });

  it('says when there are no backups yet', async () => {
    renderBackups(() => list([]));
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads an archive with the admin token, under the name the server gives it', async () => {
    const requests = fakeFetch(({ path }) =>
      path === '/admin/backups'
        ? { body: list([done]) }
        : {
            body: 'archive',
            headers: {
              'content-type': 'application/gzip',
              'content-disposition': 'attachment; filename="campus-backup-2026-11-21T0300.tar.gz"',
            },
          },
    );
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('campus-backup-2026-11-21T0300.tar.gz');
      expect(this.href).toBe('blob:backup');
    });
    renderWithQuery(asStaff(<BackupsView />));
    const token = localStorage.getItem('adminToken');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the backup of 21 Nov 2026, 3:00 am IST' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const download = requests.find((request) => request.path === `/admin/backups/${done._id}/download`)!;
    expect(download.headers.authorization).toBe(`Bearer ${token}`);
  });
});

describe('dispositionFileName', () => {
  it.each([
    ['attachment; filename="campus-backup.tar.gz"', 'campus-backup.tar.gz'],
    ['attachment; filename=campus-backup.tar.gz', 'campus-backup.tar.gz'],
    [`attachment; filename="backup.tar.gz"; filename*=UTF-8''backup%20%E0%A4%85.tar.gz`, 'backup अ.tar.gz'],
    ['attachment', null],
    [null, null],
  ])('reads %s as %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });
});
