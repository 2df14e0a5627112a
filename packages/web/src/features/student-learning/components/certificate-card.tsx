import { Award, Download } from 'lucide';
import { generatePath, Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCertificate, useDownloadCertificate } from '../api/get-certificate';

/** Not a spec text: the spec has no certificates. */
const CERTIFICATE_FAILED = 'Could not get your certificate. Please try again.';

/** The certificate of a course the student has completed: its number and code, the PDF, and where to check it. */
export function CertificateCard({ courseId, courseName }: { courseId: string; courseName: string }) {
  const certificate = useCertificate(courseId, true);
  const download = useDownloadCertificate();
  if (certificate.isError) return <Alert>{errorMessage(certificate.error, CERTIFICATE_FAILED)}</Alert>;
  if (!certificate.data) return null;
  const { number, code } = certificate.data;
  return (
    <section aria-label="Certificate" className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <Icon icon={Award} aria-hidden="true" className="size-5" />
        Your certificate of {courseName}
      </p>
      <p className="text-sm text-amber-900">
        Certificate {number} · code{' '}
        <Link className="font-mono underline" to={generatePath(paths.verify, { code })}>
          {code}
        </Link>
      </p>
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate({ courseId, number })}>
        {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
        Download certificate
      </Button>
      {download.isError && <Alert>{errorMessage(download.error, CERTIFICATE_FAILED)}</Alert>}
    </section>
  );
}
