import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { certificateRevocationSchema } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useRevokeCertificate } from '../api/revoke-certificate';

const resolver = zodResolver(certificateRevocationSchema);

export interface RevokedCertificate {
  number: string;
  code: string;
  studentName: string;
  courseName: string;
}

/** Revokes a certificate, with the reason the audit trail keeps: its code then answers that it was revoked. */
export function RevokeCertificateDialog({
  certificate,
  onClose,
  onRevoked,
}: {
  certificate: RevokedCertificate | null;
  onClose: () => void;
  onRevoked: (certificate: RevokedCertificate) => void;
}) {
  const formId = useId();
  const revoke = useRevokeCertificate();
  const send = useSendOnce(revoke);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { reason: '' } });
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    reset();
    onClose();
  };
  return (
    <Dialog
      open={certificate !== null}
      onClose={close}
      title="Revoke certificate?"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={revoke.isPending}>
            Revoke
          </Button>
        </>
      }
    >
      {certificate && (
        <form
          id={formId}
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit(({ reason }) =>
            send(
              { code: certificate.code, reason },
              {
                onSuccess: () => {
                  reset();
                  onRevoked(certificate);
                },
              },
            ),
          )}
        >
          {revoke.isError && <Alert>{errorMessage(revoke.error, 'Could not revoke the certificate')}</Alert>}
          <p className="text-sm text-slate-600">
            Certificate {certificate.number} of {certificate.studentName} for {certificate.courseName} will show as
            revoked to anyone who checks its code. This cannot be undone.
          </p>
          <TextareaField
            label="Reason"
            rows={3}
            data-autofocus
            disabled={revoke.isPending}
            error={errors.reason?.message}
            {...register('reason')}
          />
        </form>
      )}
    </Dialog>
  );
}
