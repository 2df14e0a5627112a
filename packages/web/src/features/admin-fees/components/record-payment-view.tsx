import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { readRecordPaymentState } from '../types';
import { RecordPaymentForm } from './record-payment-form';

export function RecordPaymentView() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readRecordPaymentState(location.state);
  return (
    <>
      <PageHeader
        title={t`Record Fee Payment`}
        description={t`Record a payment a student made towards one of their course fees.`}
        actions={
          <BackLink to={paths.admin.fees}>
            <Trans>Back to fees</Trans>
          </BackLink>
        }
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
