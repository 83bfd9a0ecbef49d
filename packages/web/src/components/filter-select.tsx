import { inputClass } from './field';

export interface FilterOption {
  value: string;
  label: string;
  /** A name people gave (a user's), not the admin's text to translate. */
  userContent?: boolean;
}

/** A list's filter: a labelled choice whose first option ("All …", value '') filters nothing. */
export function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex max-w-xs items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <select className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} data-user-content={option.userContent || undefined}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
