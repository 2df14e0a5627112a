import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { problemText } from '../utils/problem-text';

export interface CourseChoice {
  _id: string;
  name: string;
}

interface CourseChecklistProps {
  courses: CourseChoice[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** Beyond this many courses a filter box helps find one. */
const FILTER_FROM = 6;

/** Choose any number of courses by ticking them; a filter narrows a long list without losing the ticks. */
export function CourseChecklist({ courses, value, onChange, error }: CourseChecklistProps) {
  const { t } = useLingui();
  const id = useId();
  const [filter, setFilter] = useState('');
  const typed = filter.trim();
  const query = typed.toLowerCase();
  const selected = value.length;
  const shown = query ? courses.filter((course) => course.name.toLowerCase().includes(query)) : courses;
  const toggle = (courseId: string, checked: boolean) =>
    onChange(checked ? [...value, courseId] : value.filter((chosen) => chosen !== courseId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-count`} className="space-y-2">
      <legend className="flex w-full items-baseline justify-between gap-3 text-sm font-medium text-slate-700">
        <Trans>Courses</Trans>
        <span id={`${id}-count`} className="text-xs font-normal text-slate-500">
          {t`${selected} selected`}
        </span>
      </legend>
      {courses.length > FILTER_FROM && (
        <div className="relative">
          <label htmlFor={`${id}-filter`} className="sr-only">
            <Trans>Filter courses</Trans>
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t`Filter courses`}
            className="block w-full rounded-lg border-0 bg-white py-1.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:ring-inset"
          />
          <Icon
            icon={Search}
            aria-hidden="true"
            className="pointer-events-none absolute top-2 left-3 size-4 text-slate-400"
          />
        </div>
      )}
      <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
        {shown.map((course) => (
          <li key={course._id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={value.includes(course._id)}
                onChange={(event) => toggle(course._id, event.target.checked)}
                className="size-4 rounded border-slate-300 text-brand-600 accent-brand-600"
              />
              {course.name}
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-3 py-3 text-sm text-slate-500">
            <Trans>No course matches “{typed}”.</Trans>
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-600">
          {problemText(error)}
        </p>
      )}
    </fieldset>
  );
}
