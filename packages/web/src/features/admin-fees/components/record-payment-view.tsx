import { useLocation, useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { readRecordPaymentState } from '../types';
import { RecordPaymentForm } from './record-payment-form';

export function RecordPaymentView() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readRecordPaymentState(location.state);
  return (
    <>
      <PageHeader
        title="Record Fee Payment"
        description="Record a payment a student made towards one of their course fees."
        actions={<BackLink to={paths.admin.fees}>Back to fees</BackLink>}
      />
      <Card className="max-w-3xl">
        <RecordPaymentForm
          prefill={prefill}
          // The form is cleared after a payment; a reload must not fill it in again from the fee card's state.
          onRecorded={() => void navigate(location.pathname, { replace: true, state: null })}
        />
      </Card>
    </>
  );
}
