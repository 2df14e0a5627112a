import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dateInIndia, dueWording, formatRupees, type StudentFeeRecord } from '@campus/domain';
import { buttonClassName } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';

/**
 * The form (with its form library and rules) and the QR code library load only for an account that can be paid by
 * UPI, not with the page, which would be over the student pages' JavaScript budget with them (scripts/js-size.mjs).
 */
const PaymentClaimForm = lazy(() =>
  import('./payment-claim-form').then((module) => ({ default: module.PaymentClaimForm })),
);

const qrCodeImage = async (link: string) => {
  const { toString } = await import('qrcode');
  return `data:image/svg+xml,${encodeURIComponent(await toString(link, { type: 'svg', margin: 1 }))}`;
};

/** What is due next on a course, as a QR code to scan and a link that opens a UPI app on a phone. */
export function UpiPayment({
  courseId,
  upiLink,
  nextDue,
}: {
  courseId: string;
  upiLink: string;
  nextDue: NonNullable<StudentFeeRecord['nextDue']>;
}) {
  const { t } = useLingui();
  const amount = formatRupees(nextDue.amount);
  const dueDate = formatDate(nextDue.dueDate);
  const overdue = dueWording(nextDue.dueDate, dateInIndia(new Date())) === 'overdue since';
  const qrCode = useQuery({
    queryKey: ['upi-qr-code', upiLink],
    queryFn: () => qrCodeImage(upiLink),
    staleTime: Infinity,
  });
  return (
    <div className="space-y-5 border-t border-slate-100 pt-4">
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">
          <Trans>Pay by UPI</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          {overdue ? (
            <Trans>
              <strong className="font-semibold text-slate-900 tabular-nums">{amount}</strong> overdue since {dueDate}.
              Scan the code with any UPI app
              <span className="hidden pointer-coarse:inline">, or open your UPI app on this phone</span>.
            </Trans>
          ) : (
            <Trans>
              <strong className="font-semibold text-slate-900 tabular-nums">{amount}</strong> due by {dueDate}. Scan the
              code with any UPI app
              <span className="hidden pointer-coarse:inline">, or open your UPI app on this phone</span>.
            </Trans>
          )}
        </p>
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          {qrCode.isSuccess ? (
            <img src={qrCode.data} alt={t`UPI QR code to pay ${amount}`} className="size-48" />
          ) : (
            !qrCode.isError && <div aria-hidden="true" className="size-48 rounded-lg bg-slate-100" />
          )}
          {/* Only a phone (a touch screen) has a UPI app to open; a computer shows the code to scan. */}
          <a
            href={upiLink}
            className={buttonClassName('primary', 'lg', 'hidden w-full pointer-coarse:inline-flex sm:w-auto')}
          >
            <Trans>Open UPI app</Trans>
          </a>
        </div>
      </div>
      <Suspense fallback={<LoadingState />}>
        <PaymentClaimForm courseId={courseId} amount={nextDue.amount} />
      </Suspense>
    </div>
  );
}
