import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@campus/domain';
import { SignInLockNotice } from '@/components/sign-in-lock-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ROLE_LABELS } from '@/lib/authorization';

const SELECT =
  'rounded-lg border-0 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 disabled:bg-slate-50';

export function StaffRow({
  member,
  busy,
  onRoleChange,
  onDeactivate,
  onReactivate,
}: {
  member: StaffMember;
  /** A change is under way: the controls wait for it. */
  busy: boolean;
  onRoleChange: (role: StaffRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const { t } = useLingui();
  const nameId = useId();
  const { name } = member;
  return (
    <li aria-labelledby={nameId} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p id={nameId} className="font-medium text-slate-900">
            {member.name}
          </p>
          <p className="text-sm break-all text-slate-500">{member.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {member.active ? (
            <Badge tone="green">
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <Badge tone="red">
              <Trans>Deactivated</Trans>
            </Badge>
          )}
          {member.active && member.mustChangePassword && (
            <Badge tone="amber">
              <Trans>Password not set yet</Trans>
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t`Role of ${name}`}
            value={member.role}
            disabled={busy || !member.active}
            onChange={(event) => onRoleChange(event.target.value as StaffRole)}
            className={SELECT}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {member.active ? (
            <Button
              variant="dangerGhost"
              size="sm"
              disabled={busy}
              onClick={onDeactivate}
              aria-label={t`Deactivate ${name}`}
            >
              <Trans>Deactivate</Trans>
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={onReactivate}
              aria-label={t`Reactivate ${name}`}
            >
              <Trans>Reactivate</Trans>
            </Button>
          )}
        </div>
      </div>
      {member.active && <SignInLockNotice account={`/admin/staff/${member._id}`} name={member.name} />}
    </li>
  );
}
