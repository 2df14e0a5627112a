import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { BadgeCheck } from 'lucide';
import { generatePath, useNavigate } from 'react-router';
import type { CertificateVerification, ReportCardVerification } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Logo } from '@/components/ui/logo';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useSiteInfo } from '@/lib/site-info';
import { Icon } from '@/components/ui/icon';

/** What is checked: a course's certificate, or a report card (#43), each printed with a code. */
export type Checkable = 'certificate' | 'report-card';

/** Not spec texts: the spec has no certificates or report cards. */
const KINDS = {
  certificate: {
    api: '/certificates/',
    path: paths.verify,
    heading: msg`Check a certificate`,
    intro: msg`Type the verification code printed on the certificate.`,
    region: msg`Certificate`,
    genuine: msg`This certificate is genuine.`,
    checkFailed: msg`Could not check the certificate. Please try again.`,
  },
  'report-card': {
    api: '/report-cards/',
    path: paths.verifyReportCard,
    heading: msg`Check a report card`,
    intro: msg`Type the verification code printed on the report card.`,
    region: msg`Report card`,
    genuine: msg`This report card is genuine.`,
    checkFailed: msg`Could not check the report card. Please try again.`,
  },
} as const;

type Verification = CertificateVerification | ReportCardVerification;

type Checked =
  { state: 'checking' } | { state: 'valid'; verification: Verification } | { state: 'refused'; error: unknown };

/**
 * What the certificate or report card with this code says, as the server answers anyone. The page is keyed by the
 * code, so each code starts afresh, checking.
 */
function useChecked(kind: Checkable, code: string | undefined) {
  const [checked, setChecked] = useState<Checked | undefined>(code ? { state: 'checking' } : undefined);
  useEffect(() => {
    if (!code) return;
    let current = true;
    apiRequest<Verification>(`${KINDS[kind].api}${encodeURIComponent(code)}`).then(
      (verification) => current && setChecked({ state: 'valid', verification }),
      // Kept as it came, so that its words follow the language shown.
      (error: unknown) => current && setChecked({ state: 'refused', error }),
    );
    return () => {
      current = false;
    };
  }, [kind, code]);
  return checked;
}

/**
 * The public page where anyone checks a certificate's or a report card's code: a form, and what the code's
 * certificate or report card says.
 */
export function CertificateCheck({ kind = 'certificate', code }: { kind?: Checkable; code: string | undefined }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  const checked = useChecked(kind, code);
  const { heading, intro, region, genuine, checkFailed, path } = KINDS[kind];
  // The institute's page (INSTITUTE_NAME), not the software's.
  const instituteName = useSiteInfo()?.instituteName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (next) void navigate(generatePath(path, { code: next }));
  };
  /** The lines a genuine one shows: a certificate's day of completion; a report card's result and day of issue. */
  const verifiedLines = (verification: Verification): [string, string][] => {
    if ('resultPercent' in verification) {
      const percent = verification.resultPercent;
      const grade = verification.grade;
      const result = percent === null ? '—' : t`${percent}% · grade ${grade}`;
      return [
        [t`Result`, result],
        [t`Issued on`, formatDate(verification.issuedOn)],
      ];
    }
    return [[t`Completed on`, formatDate(verification.issuedOn)]];
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <Logo name={instituteName ?? ''} />
      <Card className="space-y-5">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{i18n._(heading)}</h1>
          <p className="mt-1 text-sm text-slate-500">{i18n._(intro)}</p>
        </div>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <InputField
              label={t`Verification code`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="ABCD-EFGH-JKLM"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <Button type="submit">
            <Trans>Check</Trans>
          </Button>
        </form>
        {checked?.state === 'checking' && <LoadingState label={t`Checking…`} />}
        {checked?.state === 'refused' && <Alert>{errorMessage(checked.error, i18n._(checkFailed))}</Alert>}
        {checked?.state === 'valid' && (
          <section aria-label={i18n._(region)} className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
            <p className="flex items-center gap-2 font-medium text-emerald-800">
              <Icon icon={BadgeCheck} aria-hidden="true" className="size-5" />
              {i18n._(genuine)}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">
                <Trans>Name</Trans>
              </dt>
              <dd className="font-medium text-slate-900">{checked.verification.name}</dd>
              <dt className="text-slate-500">
                <Trans>Course</Trans>
              </dt>
              <dd className="font-medium text-slate-900">{checked.verification.course}</dd>
              {verifiedLines(checked.verification).map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </Fragment>
              ))}
              {instituteName && (
                <>
                  <dt className="text-slate-500">
                    <Trans>Issued by</Trans>
                  </dt>
                  <dd className="font-medium text-slate-900">{instituteName}</dd>
                </>
              )}
            </dl>
          </section>
        )}
      </Card>
    </main>
  );
}
