import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useGuardians } from '../api/guardians';
import { GuardiansCard } from './guardians-card';

/** What the student list passes along to name the student in the heading. */
interface StudentGuardiansState {
  name?: string;
}

/**
 * A student's guardians, for the office: who to call about fees and attendance; `more` adds other cards of the
 * student's below (features do not import each other).
 */
export function StudentGuardiansView({ more }: { more?: (student: { id: string; name?: string }) => ReactNode }) {
  const { t } = useLingui();
  const { studentId = '' } = useParams();
  const name = (useLocation().state as StudentGuardiansState | null)?.name;
  // The cards below come once the guardians are in: the guardians card grows as they load, and would move them (CLS).
  const guardians = useGuardians(studentId);
  return (
    <>
      <PageHeader
        title={name ? t`Guardians of ${name}` : t`Student guardians`}
        description={t`The parents or guardians who pay the fees and hear about attendance and results.`}
        actions={
          <BackLink to={paths.admin.students}>
            <Trans>Back to students</Trans>
          </BackLink>
        }
      />
      <div className="space-y-6">
        <GuardiansCard key={studentId} studentId={studentId} studentName={name ?? t`this student`} />
        {!guardians.isPending && more?.({ id: studentId, name })}
      </div>
    </>
  );
}
