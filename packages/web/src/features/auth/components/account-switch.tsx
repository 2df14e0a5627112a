import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const ACCOUNTS = [
  { audience: 'student', label: msg`Student`, to: paths.login },
  { audience: 'admin', label: msg`Admin`, to: paths.adminLogin },
] as const;

/** The Student / Admin toggle above the sign-in forms: each side is the link to its own login page. */
export function AccountSwitch({ current }: { current: 'student' | 'admin' }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Account type`} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {ACCOUNTS.map(({ audience, label, to }) => (
        <Link
          key={audience}
          to={to}
          replace
          aria-current={audience === current ? 'page' : undefined}
          className="rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm"
        >
          {i18n._(label)}
        </Link>
      ))}
    </nav>
  );
}
