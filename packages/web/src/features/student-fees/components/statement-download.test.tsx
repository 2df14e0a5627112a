import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_FILE_NAME } from '@campus/domain';
import { saveToken } from '@/lib/session';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { STATEMENT_FAILED, StatementDownload } from './statement-download';

afterEach(() => vi.restoreAllMocks());

describe('StatementDownload', () => {
  it("saves the statement PDF, fetched with the student's token", async () => {
    saveToken('student', 'header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
    const requests = fakeFetch(() => ({ body: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(STATEMENT_FILE_NAME);
    });
    renderWithQuery(<StatementDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [request] = requests;
    expect(request!.path).toBe('/fees/me/statement.pdf');
    expect(request!.headers.authorization).toBe('Bearer header.eyJleHAiOjk5OTk5OTk5OTl9.signature');
  });

  it('says so when the statement cannot be fetched', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    renderWithQuery(<StatementDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENT_FAILED);
  });
});
