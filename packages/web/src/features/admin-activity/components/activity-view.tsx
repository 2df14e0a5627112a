import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, isId, isIsoDate, type AuditAction } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { PageHeader } from '@/components/ui/page-header';
import { ROLE_LABELS } from '@/lib/authorization';
import { useFilterParam, useKeepPageInRange, usePageParam, useParam } from '@/lib/use-list-params';
import { useAuditEvents } from '../api/get-audit-events';
import { useStaffOptions } from '../api/get-staff-options';
import { actionLabel } from '../utils/audit-labels';
import { AuditEventList } from './audit-event-list';

/** Everything staff did, newest first, filtered by who, what and when; the filters live in the URL. */
export function ActivityView() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [actorId, setActorId] = useParam('actorId', isId);
  const [action, setAction] = useFilterParam<AuditAction>('action', AUDIT_ACTIONS);
  const [from, setFrom] = useParam('from', isIsoDate);
  const [to, setTo] = useParam('to', isIsoDate);
  const events = useAuditEvents({ page, actorId, action, from, to });
  useKeepPageInRange(page, setPage, events.data);
  const [, setParams] = useSearchParams();
  const staff = useStaffOptions();
  const filtered = Boolean(actorId || action || from || to);
  const actionLabels = Object.fromEntries(AUDIT_ACTIONS.map((choice) => [choice, actionLabel(choice)])) as Record<
    AuditAction,
    string
  >;

  return (
    <>
      <PageHeader
        title={t`Activity`}
        description={t`Who changed what, and when: every change made in Campus, newest first.`}
      />
      <div className="space-y-5">
        <div
          role="group"
          aria-label={t`Filters`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
        >
          <SelectField
            label={t`Who`}
            value={actorId ?? ''}
            onChange={(event) => setActorId(event.target.value || undefined)}
          >
            <option value="">{t`Everyone`}</option>
            {staff.data?.items.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name} ({ROLE_LABELS[member.role]})
              </option>
            ))}
          </SelectField>
          <ChoiceFilter
            label={t`What`}
            every={t`Every action`}
            choices={AUDIT_ACTIONS}
            labels={actionLabels}
            value={action}
            onChange={setAction}
          />
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <Button variant="secondary" disabled={!filtered} onClick={() => setParams({})}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
        <AuditEventList
          events={events}
          onPage={setPage}
          empty={filtered ? t`No activity matches these filters` : t`No activity yet`}
        />
      </div>
    </>
  );
}
