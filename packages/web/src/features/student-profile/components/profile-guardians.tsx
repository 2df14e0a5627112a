import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentGuardian } from '@campus/domain';
import { Card } from '@/components/ui/card';

/** Who the institute holds as the student's guardians (the office keeps them). */
export function ProfileGuardians({ guardians }: { guardians: StudentGuardian[] }) {
  const { t } = useLingui();
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Guardians</Trans>
      </h2>
      {guardians.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          <Trans>No guardians recorded. Ask the office to add them.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Guardians`} className="mt-4 grid gap-4 sm:grid-cols-2">
          {guardians.map((guardian) => (
            <li key={`${guardian.name}:${guardian.phone ?? ''}:${guardian.email ?? ''}`} className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {guardian.name} <span className="font-normal text-slate-500">· {guardian.relation}</span>
              </p>
              {guardian.phone && <p className="text-sm text-slate-600">{guardian.phone}</p>}
              {guardian.email && <p className="text-sm break-words text-slate-600">{guardian.email}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
