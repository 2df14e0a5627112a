import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo compact />
        <nav aria-label="Sign in" className="flex items-center gap-2 sm:gap-3">
          <a
            href={paths.login}
            className="rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 hover:text-slate-900 sm:px-4"
          >
            Student Login
          </a>
          <a
            href={paths.adminLogin}
            className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-slate-700 sm:px-4"
          >
            Admin Login
          </a>
        </nav>
      </div>
    </header>
  );
}
