import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useId, type ReactNode } from 'react';
import { generatePath, matchPath, NavLink, useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { StudentScopeProvider } from '@/lib/student-scope';
import { useGuardianMe, type GuardianMe } from '../api/get-guardian-me';
import { CHILD_PAGES } from '../utils/child-pages';
import { childScope } from '../utils/child-scope';

/**
 * A child's pages: the student pages' views under the child's scope (their data from the guardian's API, which refuses
 * a student who is not the guardian's child), with a bar at the bottom of the screen, within the thumb's reach: the
 * child's pages, and the switch to another child on the same page. The child's name and the bar come with the
 * guardian's children; the page does not wait for them.
 */
export function ChildShell({ studentId, children }: { studentId: string; children: ReactNode }) {
  const me = useGuardianMe();
  const scope = useMemo(() => childScope(studentId), [studentId]);
  const child = me.data?.children.find((candidate) => candidate._id === studentId);
  return (
    <StudentScopeProvider value={scope}>
      {/* Room below the pages for the bar, which sits over their end. */}
      <div className="pb-36">
        <p className="mb-2 min-h-5 text-sm font-medium text-brand-700">{child?.name}</p>
        {children}
      </div>
      {me.data && <ChildBar studentId={studentId} siblings={me.data.children} />}
    </StudentScopeProvider>
  );
}

function ChildBar({ studentId, siblings }: { studentId: string; siblings: GuardianMe['children'] }) {
  const { t, i18n } = useLingui();
  const switchId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = CHILD_PAGES.find((page) => matchPath(page.path, pathname)) ?? CHILD_PAGES[0]!;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <div className="mx-auto max-w-3xl">
        {siblings.length > 1 && (
          <div className="flex items-center gap-2 px-4 pt-2">
            <label htmlFor={switchId} className="shrink-0 text-xs font-medium text-slate-500">
              <Trans>Child</Trans>
            </label>
            <select
              id={switchId}
              value={studentId}
              onChange={(event) => navigate(generatePath(current.path, { studentId: event.target.value }))}
              className="block w-full min-w-0 rounded-lg border-0 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
            >
              {siblings.map((sibling) => (
                <option key={sibling._id} value={sibling._id}>
                  {sibling.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <nav aria-label={t`The child's pages`} className="grid grid-cols-5">
          {CHILD_PAGES.map((page) => (
            <NavLink
              key={page.path}
              to={generatePath(page.path, { studentId })}
              end
              className={({ isActive }) =>
                `flex min-w-0 flex-col items-center gap-1 px-1 py-2 text-[0.7rem] font-medium ${
                  isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
                }`
              }
            >
              <Icon icon={page.icon} aria-hidden="true" className="size-5" />
              <span className="max-w-full truncate">{i18n._(page.label)}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
