import { Suspense, useDeferredValue, useId, useState } from 'react';
import { inputClass } from '../../../components/field';
import { Spinner } from '../../../components/spinner';
import { useIcons } from './load-icons';

/** How many matches show at once; the search narrows the rest. */
const SHOWN = 120;

interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
}

/** A searchable grid of the Font Awesome solid icons; picking one sets its name (faHouse…). */
export function IconPicker(props: IconPickerProps) {
  return (
    <Suspense fallback={<Spinner label="Loading icons…" />}>
      <Picker {...props} />
    </Suspense>
  );
}

function Picker({ value, onChange }: IconPickerProps) {
  const fa = useIcons();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  if (!fa)
    return <p className="text-sm text-red-600">The icon list could not be loaded; type the icon name.</p>;
  const matches = fa.searchIcons(deferred);
  // A stored alias (faHome) marks its icon (faHouse) as the chosen one.
  const chosen = fa.iconByName(value);
  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Choose an icon</legend>
      <label htmlFor={searchId} className="sr-only">
        Search icons
      </label>
      <input
        id={searchId}
        type="search"
        placeholder="Search icons (house, map, star…)"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClass}
      />
      <p className="mt-2 text-xs text-slate-500" aria-live="polite">
        {matches.length === 0
          ? 'No icon matches the search.'
          : matches.length > SHOWN
            ? `${matches.length} icons match; the first ${SHOWN} are shown.`
            : `${matches.length} icons match.`}
      </p>
      <div className="mt-2 grid max-h-64 grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto">
        {matches.slice(0, SHOWN).map((choice) => (
          <button
            key={choice.name}
            type="button"
            aria-label={choice.name}
            aria-pressed={choice.definition === chosen}
            title={choice.name}
            onClick={() => onChange(choice.name)}
            className={`flex h-11 items-center justify-center rounded border text-lg ${
              choice.definition === chosen
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-200 text-slate-700 hover:bg-slate-100'
            }`}
          >
            <fa.FontAwesomeIcon icon={choice.definition} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
