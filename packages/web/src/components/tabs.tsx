import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them), one tab in the
 * tab order. A panel mounts on its first visit and then stays mounted, hidden, so unsaved input
 * survives a switch.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium max-sm:min-h-11 ${
                isSelected
                  ? 'border-amber-500 text-slate-900'
                  : 'border-transparent text-slate-600 hover:text-slate-800'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
        >
          {visited.has(tab.key) && tab.panel}
        </div>
      ))}
    </div>
  );
}
