import { useEffect, useState, type FormEvent } from 'react';
import { BadgeCheck } from 'lucide';
import { generatePath, useNavigate } from 'react-router';
import type { CertificateVerification } from '@campus/domain';
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

/** Not a spec text: the spec has no certificates. */
const CHECK_FAILED = 'Could not check the certificate. Please try again.';

type Checked =
  | { state: 'checking' }
  | { state: 'valid'; certificate: CertificateVerification }
  | { state: 'refused'; message: string };

/**
 * What the certificate with this code says, as the server answers anyone: name, course and day. The page is keyed by
 * the code, so each code starts afresh, checking.
 */
function useCheckedCertificate(code: string | undefined) {
  const [checked, setChecked] = useState<Checked | undefined>(code ? { state: 'checking' } : undefined);
  useEffect(() => {
    if (!code) return;
    let current = true;
    apiRequest<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`).then(
      (certificate) => current && setChecked({ state: 'valid', certificate }),
      (error: unknown) => current && setChecked({ state: 'refused', message: errorMessage(error, CHECK_FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return checked;
}

/** The public page where anyone checks a certificate's code: a form, and what the code's certificate says. */
export function CertificateCheck({ code }: { code: string | undefined }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  const checked = useCheckedCertificate(code);
  // The institute's page (INSTITUTE_NAME), not the software's.
  const instituteName = useSiteInfo()?.instituteName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (next) void navigate(generatePath(paths.verify, { code: next }));
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <Logo name={instituteName ?? ''} />
      <Card className="space-y-5">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Check a certificate</h1>
          <p className="mt-1 text-sm text-slate-500">Type the verification code printed on the certificate.</p>
        </div>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <InputField
              label="Verification code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="ABCD-EFGH-JKLM"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <Button type="submit">Check</Button>
        </form>
        {checked?.state === 'checking' && <LoadingState label="Checking…" />}
        {checked?.state === 'refused' && <Alert>{checked.message}</Alert>}
        {checked?.state === 'valid' && (
          <section aria-label="Certificate" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
            <p className="flex items-center gap-2 font-medium text-emerald-800">
              <Icon icon={BadgeCheck} aria-hidden="true" className="size-5" />
              This certificate is genuine.
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd className="font-medium text-slate-900">{checked.certificate.name}</dd>
              <dt className="text-slate-500">Course</dt>
              <dd className="font-medium text-slate-900">{checked.certificate.course}</dd>
              <dt className="text-slate-500">Completed on</dt>
              <dd className="font-medium text-slate-900">{formatDate(checked.certificate.issuedOn)}</dd>
              {instituteName && (
                <>
                  <dt className="text-slate-500">Issued by</dt>
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
