import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide';
import { MAX_GUARDIANS, type Guardian, type GuardianFields } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useAddGuardian, useGuardians, useRemoveGuardian, useUpdateGuardian } from '../api/guardians';

const GuardianFormDialog = lazyDialog(
  () => import('./guardian-form-dialog').then((module) => module.GuardianFormDialog),
  ({ open }) => open,
);

// The failures' texts are not spec texts: the spec has no guardians.

/** What the form dialog is open for; `opening` numbers each opening and reload, so the form starts afresh. */
type Editing = ({ kind: 'add' } | { kind: 'edit'; guardian: Guardian }) & { opening: number };

/** A student's guardians, with Add guardian, Edit and Remove (confirmed first) for the office. */
export function GuardiansCard({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useLingui();
  const guardians = useGuardians(studentId);
  const add = useAddGuardian(studentId);
  const update = useUpdateGuardian();
  const remove = useRemoveGuardian(studentId);
  const sendAdd = useSendOnce(add);
  const sendUpdate = useSendOnce(update);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [openings, setOpenings] = useState(0);
  const open = (what: { kind: 'add' } | { kind: 'edit'; guardian: Guardian }) => {
    setOpenings(openings + 1);
    setEditing({ ...what, opening: openings + 1 });
  };
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = guardians.data?.guardians ?? [];
  const removingName = removing?.name;

  const close = () => {
    add.reset();
    update.reset();
    setEditing(null);
  };
  const saved = (message: string) => {
    close();
    setNotice(message);
  };
  const save = (fields: GuardianFields) => {
    if (editing?.kind === 'edit') {
      const { _id: id, version } = editing.guardian;
      const name = fields.name;
      sendUpdate({ id, version, ...fields }, { onSuccess: () => saved(t`Saved guardian ${name}.`) });
    } else {
      sendAdd(fields, {
        onSuccess: ({ guardian }) => {
          const name = guardian.name;
          saved(t`Added ${name} as a guardian.`);
        },
      });
    }
  };
  const mutation = editing?.kind === 'edit' ? update : add;

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Guardians</Trans>
        </h2>
        <Button
          size="sm"
          onClick={() => {
            setNotice(null);
            open({ kind: 'add' });
          }}
          disabled={!guardians.isSuccess || list.length >= MAX_GUARDIANS}
        >
          <Icon icon={Plus} aria-hidden="true" className="size-4" />
          <Trans>Add guardian</Trans>
        </Button>
      </div>
      {(notice || remove.isError) && (
        <div className="mt-4">
          {notice ? (
            <Alert tone="success">{notice}</Alert>
          ) : (
            <Alert>{errorMessage(remove.error, t`Failed to remove the guardian. Please try again.`)}</Alert>
          )}
        </div>
      )}
      {guardians.isPending ? (
        <LoadingState label={t`Loading guardians…`} />
      ) : guardians.isError ? (
        <ErrorState
          message={errorMessage(guardians.error, t`Failed to load the guardians. Please try again.`)}
          onRetry={() => void guardians.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          <Trans>No guardians yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Guardians of ${studentName}`} className="mt-4 divide-y divide-slate-100">
          {list.map((guardian) => {
            const name = guardian.name;
            const children = guardian.children;
            return (
              <li key={guardian._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {guardian.name} <span className="font-normal text-slate-500">· {guardian.relation}</span>
                  </p>
                  <p className="text-sm break-words text-slate-600">
                    {[guardian.phone, guardian.email].filter(Boolean).join(' · ')}
                  </p>
                  {guardian.children > 1 && (
                    <p className="text-xs text-slate-500">
                      <Trans>Guardian of {children} students</Trans>
                    </p>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t`Edit ${name}`}
                    onClick={() => {
                      setNotice(null);
                      open({ kind: 'edit', guardian });
                    }}
                  >
                    <Icon icon={Pencil} aria-hidden="true" className="size-4" />
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="dangerGhost"
                    size="sm"
                    aria-label={t`Remove ${name}`}
                    onClick={() => {
                      setNotice(null);
                      remove.reset();
                      setRemoving(guardian);
                    }}
                  >
                    <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <GuardianFormDialog
        open={editing !== null}
        formKey={String(editing?.opening ?? 0)}
        guardian={editing?.kind === 'edit' ? editing.guardian : undefined}
        saving={mutation.isPending}
        error={mutation.isError ? mutation.error : null}
        onSave={save}
        reloading={guardians.isFetching}
        onReload={() =>
          void guardians.refetch().then(({ data }) => {
            update.reset();
            const fresh = editing?.kind === 'edit' && data?.guardians.find((g) => g._id === editing.guardian._id);
            if (fresh) open({ kind: 'edit', guardian: fresh });
            else setEditing(null);
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove guardian?`}
        message={removingName !== undefined ? t`${removingName} will no longer be a guardian of ${studentName}.` : ''}
        confirmLabel={t`Remove`}
        danger
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { name } = removing;
          remove.mutate(removing._id, {
            onSuccess: () => setNotice(t`Removed ${name} as a guardian.`),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Card>
  );
}
