import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { certificateRevocationSchema, inputMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { domainText } from '@/lib/domain-text/registry';
import { useSendOnce } from '@/lib/use-send-once';
import { useRevokeCertificate } from '../api/revoke-certificate';

const resolver = zodResolver(certificateRevocationSchema);
/** The reason's longest (`certificateRevocationSchema`). */
const REASON_MAX_LENGTH = 500;

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
  const { t } = useLingui();
  const formId = useId();
  const revoke = useRevokeCertificate();
  // The schema's problems with the reason (the API's words), in the language shown.
  const reasonMax = REASON_MAX_LENGTH.toLocaleString('en-IN');
  const reasonProblem = (problem: string | undefined) => {
    if (problem === undefined) return undefined;
    if (problem === inputMessages.required('Reason')) return t`Reason is required`;
    if (problem === inputMessages.tooLong('Reason', REASON_MAX_LENGTH))
      return t`Reason is too long (at most ${reasonMax} characters)`;
    if (problem === inputMessages.hiddenCharacters('Reason'))
      return t`Reason contains hidden control or text-direction characters; remove them`;
    return domainText(problem);
  };
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
      title={t`Revoke certificate?`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={revoke.isPending}>
            <Trans>Revoke</Trans>
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
          {revoke.isError && <Alert>{errorMessage(revoke.error, t`Could not revoke the certificate`)}</Alert>}
          <RevokeWarning certificate={certificate} />
          <TextareaField
            label={t`Reason`}
            rows={3}
            data-autofocus
            disabled={revoke.isPending}
            error={reasonProblem(errors.reason?.message)}
            {...register('reason')}
          />
        </form>
      )}
    </Dialog>
  );
}

function RevokeWarning({ certificate }: { certificate: RevokedCertificate }) {
  const { number, studentName, courseName } = certificate;
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Certificate {number} of {studentName} for {courseName} will show as revoked to anyone who checks its code. This
        cannot be undone.
      </Trans>
    </p>
  );
}
