import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookPlus, ChevronRight, CreditCard, FileChartColumn, UserPlus } from 'lucide';
import { Link } from 'react-router';
import type { AccessLevel } from '@campus/domain';
import { Icon, type IconNode } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useAuthorization } from '@/lib/authorization';

interface QuickAction {
  label: MessageDescriptor;
  description: MessageDescriptor;
  to: string;
  /** Navigation state for the target page, e.g. to open its add form. */
  state?: unknown;
  icon: IconNode;
  accent: string;
  /** Who is offered the action (the access level of what it leads to); everyone in the area when not given. */
  access?: AccessLevel;
}

const ACTIONS: QuickAction[] = [
  {
    label: msg`Add Student`,
    description: msg`Enrol a new student in a course`,
    to: paths.admin.addStudent,
    icon: UserPlus,
    accent: 'bg-brand-50 text-brand-600',
    access: 'admin',
  },
  {
    label: msg`New Course`,
    description: msg`Add a course to the catalogue`,
    to: paths.admin.courses,
    // The courses page opens its add form when it is reached with this state.
    state: { openAdd: true },
    icon: BookPlus,
    accent: 'bg-violet-50 text-violet-600',
    access: 'admin',
  },
  {
    label: msg`Record Payment`,
    description: msg`Enter a fee payment`,
    to: paths.admin.fees,
    icon: CreditCard,
    accent: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: msg`Generate Report`,
    description: msg`Outstanding fees and CSV download`,
    to: paths.admin.report,
    icon: FileChartColumn,
    accent: 'bg-amber-50 text-amber-600',
  },
];

export function QuickActions() {
  const { i18n } = useLingui();
  const { known, may } = useAuthorization();
  const actions = ACTIONS.filter(({ access }) => !known || !access || may(access));
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="quick-actions-heading" className="mb-4 text-base font-semibold text-slate-900">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {actions.map(({ label, description, to, state, icon, accent, access }, index) => {
          const id = `quick-action-${index}`;
          // Until the role is known, an admin's action keeps its place unseen (see Authorization).
          const unseen = !known && access !== undefined;
          return (
            // The link holds only the label, so its name is what it shows; it covers the whole card (after:inset-0),
            // and the description is read after the name.
            <li
              key={to}
              inert={unseen}
              className={`${unseen ? 'invisible ' : ''}group relative flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:ring-slate-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500`}
            >
              <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${accent}`}>
                <Icon icon={icon} aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={to}
                  state={state}
                  aria-describedby={`${id}-description`}
                  className="block text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                >
                  {i18n._(label)}
                </Link>
                <span id={`${id}-description`} className="block truncate text-xs text-slate-500">
                  {i18n._(description)}
                </span>
              </span>
              <Icon
                icon={ChevronRight}
                aria-hidden="true"
                className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
