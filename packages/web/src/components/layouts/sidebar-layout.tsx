import { useState, type ComponentType } from 'react';
import { GraduationCap, LogOut, Menu, X } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { Audience } from '@/lib/session';
import { signOut } from '@/lib/sign-out';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Kept in its place but not shown: an item for some roles, while the role is not known yet. */
  unseen?: boolean;
}

interface SidebarLayoutProps {
  audience: Audience;
  title: string;
  items: NavItem[];
  loginPath: string;
  /** Who is signed in, shown above Logout. */
  account?: string;
}

/** The shared shell of the student and admin areas: sidebar navigation and Logout with confirmation. */
export function SidebarLayout({ audience, title, items, loginPath, account }: SidebarLayoutProps) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);

  const logout = () => {
    void signOut(audience);
    navigate(loginPath, { replace: true });
  };

  const nav = (
    <nav aria-label={`${title} navigation`} className="flex flex-1 flex-col gap-1 p-3">
      {items.map(({ to, label, icon: Icon, unseen }) => (
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
          <Icon aria-hidden className="size-5" />
          {label}
        </NavLink>
      ))}
      {account && <p className="mt-auto truncate px-3 pt-3 text-xs text-slate-500">Signed in as {account}</p>}
      <button
        type="button"
        onClick={() => setConfirmLogout(true)}
        className={`${account ? '' : 'mt-auto '}flex items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700`}
      >
        <LogOut aria-hidden className="size-5" />
        Logout
      </button>
    </nav>
  );

  return (
    <div className="min-h-screen lg:flex">
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <Brand title={title} />
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
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
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
      <ConfirmDialog
        open={confirmLogout}
        title="Log out?"
        message="You will need to sign in again to continue."
        confirmLabel="Logout"
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
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      Campus <span className="text-sm font-normal text-slate-500">{title}</span>
    </span>
  );
}
