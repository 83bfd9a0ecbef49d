import { type KeyboardEvent, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/field';
import { Spinner } from '../../../components/spinner';
import { currentLocale } from '../../../i18n';
import { useIcons } from './load-icons';

/** How many matches show at once; the search narrows the rest. */
const SHOWN = 120;

const number = (n: number) => n.toLocaleString(currentLocale());

interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
}

/** A searchable grid of the Font Awesome solid icons; picking one sets its name (faHouse…). */
export function IconPicker(props: IconPickerProps) {
  const { t } = useTranslation('services');
  return (
    <Suspense fallback={<Spinner label={t('picker.loading')} />}>
      <Picker {...props} />
    </Suspense>
  );
}

function Picker({ value, onChange }: IconPickerProps) {
  const { t } = useTranslation('services');
  const fa = useIcons();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const grid = useRef<HTMLDivElement>(null);
  if (!fa) return <p className="text-sm text-red-600">{t('picker.unavailable')}</p>;
  const matches = fa.searchIcons(deferred);
  // A stored alias (faHome) marks its icon (faHouse) as the chosen one.
  const chosen = fa.iconByName(value);
  const shown = matches.slice(0, SHOWN);
  // One Tab stop for the whole grid (the chosen icon, else the first); arrows move inside it.
  const tabStop = Math.max(
    0,
    shown.findIndex((choice) => choice.definition === chosen),
  );
  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('picker.legend')}</legend>
      <label htmlFor={searchId} className="sr-only">
        {t('picker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        placeholder={t('picker.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClass}
      />
      <p className="mt-2 text-xs text-slate-600" aria-live="polite">
        {matches.length === 0
          ? t('picker.noMatch')
          : matches.length > SHOWN
            ? t('picker.someShown', { total: number(matches.length), shown: number(SHOWN) })
            : t('picker.matches', { count: matches.length })}
      </p>
      <p className="sr-only">{t('picker.keys')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys go to the icon buttons inside; the grid only moves focus among them */}
      <div
        ref={grid}
        onKeyDown={(event) => moveFocus(event, grid.current)}
        className="mt-2 grid max-h-64 grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto"
      >
        {shown.map((choice, index) => (
          <button
            key={choice.name}
            type="button"
            tabIndex={index === tabStop ? 0 : -1}
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

/** Arrow keys move between the icons, a row at a time up and down; Home and End to the ends. */
function moveFocus(event: KeyboardEvent, grid: HTMLElement | null) {
  const buttons = [...(grid?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  const columns = buttons.filter((button) => button.offsetTop === buttons[0]?.offsetTop).length || 1;
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
    Home: -at,
    End: buttons.length - 1 - at,
  };
  const move = step[event.key];
  if (move === undefined) return;
  event.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, at + move))]?.focus();
}
