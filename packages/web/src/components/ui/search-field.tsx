import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { InputField } from './field';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box with a magnifier. */
export function SearchField({ label, value, onChange, placeholder, className = 'sm:w-80' }: SearchFieldProps) {
  return (
    <div className={`relative ${className}`}>
      <InputField
        label={label}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="pl-9"
      />
      <Icon
        icon={Search}
        aria-hidden="true"
        className="pointer-events-none absolute bottom-2.5 left-3 size-4 text-slate-400"
      />
    </div>
  );
}
