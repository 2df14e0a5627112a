import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessmentMessages, learningMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/testing/fake-fetch';
import { CertificateCheck } from './certificate-check';

function CheckFromParams() {
  const { code } = useParams();
  return <CertificateCheck key={code} code={code} />;
}

function ReportCardFromParams() {
  const { code } = useParams();
  return <CertificateCheck key={code} kind="report-card" code={code} />;
}

const renderCheck = (address: string) => {
  const router = createMemoryRouter(
    [
      { path: paths.verify, element: <CheckFromParams /> },
      { path: paths.verifyReportCard, element: <ReportCardFromParams /> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => vi.restoreAllMocks());

describe('CertificateCheck', () => {
  it('checks the code typed, and shows the name, course and day of a genuine certificate', async () => {
    const requests = fakeFetch(({ path }) =>
      path === '/site'
        ? { body: { instituteName: 'Sunrise Academy', googleSignIn: false } }
        : path === '/certificates/abcd-efgh-jklm'
          ? { body: { name: 'Kavya Menon', course: 'Astronomy', issuedOn: '2026-11-21' } }
          : { status: 404, body: { error: learningMessages.certificateNotFound } },
    );
    const router = renderCheck('/verify');
    await userEvent.type(screen.getByLabelText('Verification code'), 'abcd-efgh-jklm');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/abcd-efgh-jklm'));
    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(certificate).getByText('This certificate is genuine.')).toBeInTheDocument();
    expect(within(certificate).getByText('Kavya Menon')).toBeInTheDocument();
    expect(within(certificate).getByText('21 Nov 2026')).toBeInTheDocument();
    // The institute's name (INSTITUTE_NAME, from the server), not the software's.
    expect(within(certificate).getByText('Sunrise Academy')).toBeInTheDocument();
    expect(screen.queryByText('Campus')).not.toBeInTheDocument();
    const checks = requests.filter((request) => request.path.startsWith('/certificates/'));
    expect(checks.map((request) => request.headers.authorization)).toEqual([undefined]);
  });

  it("shows the server's answer for a code that is no certificate's, or a revoked one", async () => {
    fakeFetch(() => ({ status: 410, body: { error: learningMessages.certificateRevoked } }));
    renderCheck('/verify/ABCD-EFGH-JKLM');
    expect(await screen.findByText(learningMessages.certificateRevoked)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate' })).not.toBeInTheDocument();
  });

  it("checks a report card's code at its own address, and shows its result and grade as the server gives them", async () => {
    const requests = fakeFetch(({ path }) =>
      path === '/report-cards/wxyz-2345-6789'
        ? {
            body: {
              name: 'अनन्या शर्मा',
              course: 'Astronomy',
              resultPercent: 77.05,
              grade: 'A',
              issuedOn: '2026-11-21',
            },
          }
        : path === '/site'
          ? { body: { instituteName: 'Sunrise Academy', googleSignIn: false } }
          : { status: 404, body: { error: assessmentMessages.reportCardNotFound } },
    );
    const router = renderCheck('/verify/report-card');
    expect(screen.getByRole('heading', { name: 'Check a report card' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(assessmentMessages.reportCardNotFound)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), 'wxyz-2345-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/report-card/wxyz-2345-6789'));
    const card = await screen.findByRole('region', { name: 'Report card' });
    expect(within(card).getByText('This report card is genuine.')).toBeInTheDocument();
    expect(within(card).getByText('अनन्या शर्मा')).toBeInTheDocument();
    expect(within(card).getByText('77.05% · grade A')).toBeInTheDocument();
    expect(within(card).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/certificates/'))).toEqual([]);
  });
});
