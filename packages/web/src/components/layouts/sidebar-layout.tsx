import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { GraduationCap, LogOut, Menu, X } from 'lucide';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { admits } from '@campus/domain';
import { Icon, type IconNode } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { wrapFocus } from '@/components/ui/wrap-focus';
import { useRole } from '@/lib/use-role';
import { forEveryoneIn, usePageAccess } from '@/lib/route-handle';
import type { Audience } from '@/lib/session';
import { OfflineNotice } from './offline-notice';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { signOut } from '@/lib/sign-out';

interface SidebarLayoutProps {
  audience: Audience;
  title: string;
  /** The icons of the area's navigation (the route table's), by the path each link goes to. */
  icons: Record<string, IconNode>;
  loginPath: string;
  /** Who is signed in, shown above Logout. */
  account?: string;
  /** Leaves only Logout in the navigation. */
  hideNavigation?: boolean;
  /** What the area says above every page (the admin area: attendance saved offline and not sent yet). */
  notices?: ReactNode;
}

/** Loaded the first time Logout is pressed: most visits end without it. */
const ConfirmDialog = lazyDialog(
  () => import('@/components/ui/dialog').then((module) => module.ConfirmDialog),
  ({ open }) => open,
);

/**
 * The shared shell of the student and admin areas: a skip link, sidebar navigation and Logout with confirmation.
 * The navigation is the area's (the route table gives it) as the signed-in role may use it; until the role is known,
 * the links not every role of the area may use keep their places unseen. Below the lg breakpoint the navigation is a
 * menu over the page: while it is open the page behind is inert, Tab cycles inside the menu, and Escape closes it and
 * gives focus back to the menu button.
 */
export function SidebarLayout({
  audience,
  title,
  icons,
  loginPath,
  account,
  hideNavigation,
  notices,
}: SidebarLayoutProps) {
  const { t, i18n } = useLingui();
  const { area } = usePageAccess();
  const role = useRole(audience);
  const items = hideNavigation
    ? []
    : (area.navigation ?? [])
        .filter((entry) => role === undefined || admits(entry.access, role))
        .map((entry) => ({
          ...entry,
          icon: icons[entry.to],
          unseen: role === undefined && !forEveryoneIn(area, entry),
        }));
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);

  // The menu exists only below lg; widening the window while it is open would leave the page inert.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setMenuOpen(false);
      menuButton.current?.focus();
    } else wrapFocus(event);
  };

  const logout = () => {
    void signOut(audience);
    navigate(loginPath, { replace: true });
  };

  const nav = (
    <nav aria-label={t`${title} navigation`} className="flex flex-1 flex-col gap-1 p-3">
      {items.map(({ to, label, icon, unseen }) => (
        <NavLink
          key={to}
          to={to}
          end
          inert={unseen}
          onClick={() => setMenuOpen(false)}
          className={({ isActive }) =>
            `${unseen ? 'invisible ' : ''}flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
              isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            }`
          }
        >
          {icon && <Icon icon={icon} aria-hidden className="size-5" />}
          {i18n._(label)}
        </NavLink>
      ))}
      <LanguageSwitcher audience={audience} className="mt-auto px-3 pt-3" />
      {account && (
        <p className="truncate px-3 pt-3 text-xs text-slate-500">
          <Trans>Signed in as {account}</Trans>
        </p>
      )}
      <button
        type="button"
        onClick={() => setConfirmLogout(true)}
        className={`flex items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700`}
      >
        <Icon icon={LogOut} aria-hidden className="size-5" />
        <Trans>Logout</Trans>
      </button>
    </nav>
  );

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        inert={menuOpen}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-30 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg"
      >
        <Trans>Skip to main content</Trans>
      </a>
      {/* Laid out as if it were not there: it only holds the menu's keys. */}
      <div className="contents" onKeyDown={menuOpen ? onMenuKey : undefined}>
        <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
          <Brand title={title} />
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            {menuOpen ? (
              <Icon icon={X} aria-hidden className="size-5" />
            ) : (
              <Icon icon={Menu} aria-hidden className="size-5" />
            )}
          </button>
        </header>
        <aside
          id="sidebar"
          className={`${menuOpen ? 'flex' : 'hidden'} fixed inset-x-0 top-[57px] bottom-0 z-10 flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64`}
        >
          <div className="hidden border-b border-slate-100 px-5 py-5 lg:block">
            <Brand title={title} />
          </div>
          {nav}
        </aside>
      </div>
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        inert={menuOpen}
        className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8"
      >
        <div className="mx-auto max-w-6xl">
          <OfflineNotice />
          {notices}
          <Outlet />
        </div>
      </main>
      <ConfirmDialog
        open={confirmLogout}
        title={t`Log out?`}
        message={t`You will need to sign in again to continue.`}
        confirmLabel={t`Logout`}
        onConfirm={logout}
        onCancel={() => setConfirmLogout(false)}
      />
    </div>
  );
}

function Brand({ title }: { title: string }) {
  return (
    <span className="flex items-center gap-2 font-semibold text-slate-900">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Icon icon={GraduationCap} aria-hidden="true" className="size-5" />
      </span>
      Campus <span className="text-sm font-normal text-slate-500">{title}</span>
    </span>
  );
}
