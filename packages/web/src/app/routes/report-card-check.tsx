import { useParams } from 'react-router';
import { CertificateCheck } from '@/features/certificate-check/components/certificate-check';

export function Component() {
  const { code } = useParams();
  return <CertificateCheck key={code} kind="report-card" code={code} />;
}
