import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UserPlus } from 'lucide';
import { loadMessages, saveMessages, type StaffMember } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { SaveError } from '@/components/ui/save-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ROLE_LABELS } from '@/lib/authorization';
import '@/lib/domain-text/load';
import '@/lib/domain-text/save';
import { domainText } from '@/lib/domain-text/registry';
import { useKeepPageInRange } from '@/lib/use-list-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useStaffList } from '../api/get-staff';
import { useUpdateStaff, type UpdateStaffVariables } from '../api/update-staff';
import { StaffRow } from './staff-row';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const AddStaffDialog = lazyDialog(
  () => import('./add-staff-dialog').then((module) => module.AddStaffDialog),
  ({ open }) => open,
);

/** The office's staff accounts: who may sign in, with which role; deactivated ones stay listed and can come back. */
export function StaffView() {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const staff = useDeferredFirstAnswer(useStaffList({ page, search: debouncedSearch }));
  useKeepPageInRange(page, setPage, staff.data);
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const update = useUpdateStaff();
  // A row's change (role, reactivation) and its failure are told above the list; a deactivation's in its dialog.
  const rowFailure = deactivating === null && update.isError;

  const change = (variables: UpdateStaffVariables, done: string) => {
    setNote(null);
    update.mutate(variables, {
      onSuccess: () => {
        setDeactivating(null);
        setNote(done);
      },
    });
  };

  // Someone else changed the member since the list was read: read it again, with the member as they are now.
  const reload = () =>
    void staff.refetch().then(({ data }) => {
      update.reset();
      setDeactivating((member) => member && (data?.items.find((item) => item._id === member._id) ?? null));
    });

  // What a change did, told above the list.
  const roleChanged = (name: string, role: string) => t`${name} is now ${role}.`;
  const reactivated = (name: string) => t`${name} can sign in again.`;
  const added = (name: string, role: string) =>
    t`${name} was added as ${role}. They must set their own password first.`;
  const deactivated = (name: string) => t`${name} was deactivated and can no longer sign in.`;
  const deactivatingName = deactivating?.name;

  const cancelDeactivate = () => {
    if (update.isPending) return;
    update.reset();
    setDeactivating(null);
  };

  return (
    <>
      <PageHeader
        title={t`Staff`}
        description={t`Who can sign in to the admin area, and what their role lets them do.`}
        actions={
          <Button
            onClick={() => {
              setNote(null);
              setAdding(true);
            }}
          >
            <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> <Trans>Add staff member</Trans>
          </Button>
        }
      />
      <div className="space-y-5">
        <SearchField label={t`Search staff`} value={search} onChange={setSearch} placeholder={t`Name or email`} />
        {note && <Alert tone="success">{note}</Alert>}
        {rowFailure && (
          <SaveError
            error={update.error}
            fallback={saveMessages.updateStaff}
            onReload={reload}
            reloading={staff.isFetching}
          />
        )}
        {staff.isPending ? (
          <LoadingState label={t`Loading staff…`} />
        ) : staff.isError ? (
          <ErrorState message={domainText(loadMessages.staff)} onRetry={() => void staff.refetch()} />
        ) : staff.data.items.length === 0 ? (
          <EmptyState title={t`No staff members match “${debouncedSearch}”`}>
            <Trans>Try another name or email.</Trans>
          </EmptyState>
        ) : (
          <Card>
            <ul aria-label={t`Staff members`} className="divide-y divide-slate-100">
              {staff.data.items.map((member) => (
                <StaffRow
                  key={member._id}
                  member={member}
                  busy={update.isPending}
                  onRoleChange={(role) =>
                    change(
                      { id: member._id, changes: { role }, version: member.version },
                      roleChanged(member.name, ROLE_LABELS[role]),
                    )
                  }
                  onDeactivate={() => {
                    setNote(null);
                    update.reset();
                    setDeactivating(member);
                  }}
                  onReactivate={() =>
                    change(
                      { id: member._id, changes: { active: true }, version: member.version },
                      reactivated(member.name),
                    )
                  }
                />
              ))}
            </ul>
          </Card>
        )}
        {staff.data && <Pagination page={page} limit={staff.data.limit} total={staff.data.total} onPage={setPage} />}
      </div>

      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(member) => {
          setAdding(false);
          setNote(added(member.name, ROLE_LABELS[member.role]));
        }}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title={t`Deactivate staff member?`}
        danger
        confirmLabel={t`Deactivate`}
        loading={update.isPending}
        onConfirm={() =>
          deactivating &&
          change(
            { id: deactivating._id, changes: { active: false }, version: deactivating.version },
            deactivated(deactivating.name),
          )
        }
        onCancel={cancelDeactivate}
        message={
          <div className="space-y-3">
            {update.isError && (
              <SaveError
                error={update.error}
                fallback={saveMessages.updateStaff}
                onReload={reload}
                reloading={staff.isFetching}
              />
            )}
            <p>
              <Trans>
                <strong className="font-semibold text-slate-900">{deactivatingName}</strong> will no longer be able to
                sign in. What they did stays in the activity, and they can be reactivated later.
              </Trans>
            </p>
          </div>
        }
      />
    </>
  );
}
