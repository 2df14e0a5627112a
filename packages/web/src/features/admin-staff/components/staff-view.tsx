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
import { useKeepPageInRange } from '@/lib/use-list-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useStaffList } from '../api/get-staff';
import { useUpdateStaff, type UpdateStaffVariables } from '../api/update-staff';
import { StaffRow } from './staff-row';

const AddStaffDialog = lazyDialog(
  () => import('./add-staff-dialog').then((module) => module.AddStaffDialog),
  ({ open }) => open,
);

/** The office's staff accounts: who may sign in, with which role; deactivated ones stay listed and can come back. */
export function StaffView() {
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const staff = useStaffList({ page, search: debouncedSearch });
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

  const cancelDeactivate = () => {
    if (update.isPending) return;
    update.reset();
    setDeactivating(null);
  };

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to the admin area, and what their role lets them do."
        actions={
          <Button
            onClick={() => {
              setNote(null);
              setAdding(true);
            }}
          >
            <Icon icon={UserPlus} aria-hidden="true" className="size-4" /> Add staff member
          </Button>
        }
      />
      <div className="space-y-5">
        <SearchField label="Search staff" value={search} onChange={setSearch} placeholder="Name or email" />
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
          <LoadingState label="Loading staff…" />
        ) : staff.isError ? (
          <ErrorState message={loadMessages.staff} onRetry={() => void staff.refetch()} />
        ) : staff.data.items.length === 0 ? (
          <EmptyState title={`No staff members match “${debouncedSearch}”`}>Try another name or email.</EmptyState>
        ) : (
          <Card>
            <ul aria-label="Staff members" className="divide-y divide-slate-100">
              {staff.data.items.map((member) => (
                <StaffRow
                  key={member._id}
                  member={member}
                  busy={update.isPending}
                  onRoleChange={(role) =>
                    change(
                      { id: member._id, changes: { role }, version: member.version },
                      `${member.name} is now ${ROLE_LABELS[role]}.`,
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
                      `${member.name} can sign in again.`,
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
          setNote(`${member.name} was added as ${ROLE_LABELS[member.role]}. They must set their own password first.`);
        }}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate staff member?"
        danger
        confirmLabel="Deactivate"
        loading={update.isPending}
        onConfirm={() =>
          deactivating &&
          change(
            { id: deactivating._id, changes: { active: false }, version: deactivating.version },
            `${deactivating.name} was deactivated and can no longer sign in.`,
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
              <strong className="font-semibold text-slate-900">{deactivating?.name}</strong> will no longer be able to
              sign in. What they did stays in the activity, and they can be reactivated later.
            </p>
          </div>
        }
      />
    </>
  );
}
