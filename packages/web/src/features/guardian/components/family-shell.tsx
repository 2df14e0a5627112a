import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GraduationCap, LogOut } from 'lucide';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/sign-out';
import { ChildShell } from './child-shell';
import { OfflineNotice } from '@/components/layouts/offline-notice';
import { LanguageSwitcher } from '@/components/ui/language-switcher';

/** Loaded the first time Sign out is pressed: most visits end without it. */
const ConfirmDialog = lazyDialog(
  () => import('@/components/ui/dialog').then((module) => module.ConfirmDialog),
  ({ open }) => open,
);

/**
 * The guardian's pages on a phone first: a slim header (the way back to their children, and Sign out) over one column;
 * a child's pages (the address names the child) add their own bar at the bottom, within the thumb's reach.
 */
export function FamilyShell() {
  const { t } = useLingui();
  const { studentId } = useParams();
  const navigate = useNavigate();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const leave = () => {
    void signOut('guardian');
    navigate(paths.guardianLogin, { replace: true });
  };
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Link to={paths.family.children} className="flex items-center gap-2 rounded-lg font-semibold text-slate-900">
            <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Icon icon={GraduationCap} aria-hidden="true" className="size-5" />
            </span>
            <Trans>
              Campus <span className="text-sm font-normal text-slate-500">Family</span>
            </Trans>
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher audience="guardian" />
            <button
              type="button"
              onClick={() => setConfirmSignOut(true)}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700"
            >
              <Icon icon={LogOut} aria-hidden="true" className="size-5" />
              <Trans>Sign out</Trans>
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl min-w-0 px-4 py-6 sm:px-6">
        <OfflineNotice />
        {studentId === undefined ? (
          <Outlet />
        ) : (
          <ChildShell studentId={studentId}>
            <Outlet />
          </ChildShell>
        )}
      </main>
      <ConfirmDialog
        open={confirmSignOut}
        title={t`Sign out?`}
        message={t`You will need a new code to sign in again.`}
        confirmLabel={t`Sign out`}
        onConfirm={leave}
        onCancel={() => setConfirmSignOut(false)}
      />
    </div>
  );
}
