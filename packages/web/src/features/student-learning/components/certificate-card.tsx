import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Download } from 'lucide';
import { generatePath, Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCertificate, useDownloadCertificate } from '../api/get-certificate';

/** Not a spec text: the spec has no certificates. */
const CERTIFICATE_FAILED = msg`Could not get your certificate. Please try again.`;

/** The certificate of a course the student has completed: its number and code, the PDF, and where to check it. */
export function CertificateCard({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { t, i18n } = useLingui();
  const certificate = useCertificate(courseId, true);
  const download = useDownloadCertificate();
  if (certificate.isError) return <Alert>{errorMessage(certificate.error, i18n._(CERTIFICATE_FAILED))}</Alert>;
  if (!certificate.data) return null;
  const { number, code } = certificate.data;
  const verifyPath = generatePath(paths.verify, { code });
  return (
    <section aria-label={t`Certificate`} className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <Icon icon={Award} aria-hidden="true" className="size-5" />
        <Trans>Your certificate of {courseName}</Trans>
      </p>
      <p className="text-sm text-amber-900">
        <Trans>
          Certificate {number} · code{' '}
          <Link className="font-mono underline" to={verifyPath}>
            {code}
          </Link>
        </Trans>
      </p>
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate({ courseId, number })}>
        {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
        <Trans>Download certificate</Trans>
      </Button>
      {download.isError && <Alert>{errorMessage(download.error, i18n._(CERTIFICATE_FAILED))}</Alert>}
    </section>
  );
}
